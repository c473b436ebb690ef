import { endpoint } from '../../shared/endpoint';

/** Membership dues in /me (loaded after the first screen): the member's status and payments. */
export const DUES_PAGE_ENDPOINTS = {
  myDues: endpoint({
    method: 'GET',
    path: '/api/user/my/dues',
    access: 'member',
    tag: 'member',
    summary: '내 회비: 올해 납부 상태, 낼 수 있는 회비와 금액, 납부 내역, 동문 찾기 표시 여부.',
  }),
  saveDuesBadge: endpoint({
    method: 'PUT',
    path: '/api/user/my/dues/badge',
    access: 'member',
    tag: 'member',
    summary: '동문 찾기에 회비 납부 표시를 켜거나 끕니다(처음에는 꺼져 있습니다).',
  }),
  duesConfirmation: endpoint({
    method: 'GET',
    path: '/api/user/my/dues/:paymentId/confirmation',
    access: 'member',
    tag: 'member',
    summary: '회비 납부 확인서의 내용(인쇄용). 회비는 기부금이 아니어서 기부금영수증이 아닙니다.',
  }),
} as const;
