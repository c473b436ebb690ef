import { endpoint } from '../../shared/endpoint';

/** The office's messages (issue 32): the outbox, and 소식 보내기 to chosen members. */
export const OFFICE_MESSAGES_ENDPOINTS = {
  officeOutbox: endpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    tag: 'admin',
    summary:
      '보낸 메일함: 사이트가 보낸(보내는 중인, 보내지 못한) 메일을 최근 것부터, 상태별 개수와 함께 보여 줍니다.',
  }),
  retryMessage: endpoint({
    method: 'POST',
    path: '/api/admin/outbox/:messageId/retry',
    access: 'admin',
    tag: 'admin',
    summary: '보내지 못한 메일을 다시 보냅니다(감사 기록에 남습니다).',
  }),
  audienceCount: endpoint({
    method: 'POST',
    path: '/api/admin/messages/audience',
    access: 'admin',
    tag: 'admin',
    summary:
      '소식 보내기: 대상 조건에 맞는 회원 수와, 그중 받을 회원 수(수신 거부·연락처 없음 제외).',
  }),
  sendCampaign: endpoint({
    method: 'POST',
    path: '/api/admin/messages/campaigns',
    access: 'admin',
    tag: 'admin',
    summary:
      '소식 보내기: 지금 또는 예약한 시각에 대상 회원에게 보냅니다(홍보는 동의한 회원에게만).',
  }),
  testCampaign: endpoint({
    method: 'POST',
    path: '/api/admin/messages/campaigns/test',
    access: 'admin',
    tag: 'admin',
    summary: '소식 보내기: 보내기 전에 내 메일 주소로 시험 발송합니다.',
  }),
  officeCampaigns: endpoint({
    method: 'GET',
    path: '/api/admin/messages/campaigns',
    access: 'admin',
    tag: 'admin',
    summary: '보낸 소식 목록(최근 것부터, 진행 상황과 함께).',
  }),
  officeCampaign: endpoint({
    method: 'GET',
    path: '/api/admin/messages/campaigns/:campaignId',
    access: 'admin',
    tag: 'admin',
    summary: '보낸 소식 하나: 내용과 받는 회원별 발송 상태.',
  }),
  cancelCampaign: endpoint({
    method: 'POST',
    path: '/api/admin/messages/campaigns/:campaignId/cancel',
    access: 'admin',
    tag: 'admin',
    summary: '예약한 발송을 취소합니다.',
  }),
  memberMessageChoices: endpoint({
    method: 'GET',
    path: '/api/admin/members/:userId/message-choices',
    access: 'admin',
    tag: 'admin',
    summary: '회원의 받을 소식 설정과 그 변경 기록(시각, 변경한 곳).',
  }),
} as const;
