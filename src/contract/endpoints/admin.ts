import { endpoint } from '../shared/endpoint';

/** The office's calls. */
export const ADMIN_ENDPOINTS = {
  listMembers: endpoint({
    method: 'GET',
    path: '/api/admin/members',
    access: 'admin',
    tag: 'admin',
    summary: '회원 목록(상태별, 기본은 승인 대기).',
  }),
  approveMember: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/approve',
    access: 'admin',
    tag: 'admin',
    summary: '가입 승인(안내 메일 발송).',
  }),
  rejectMember: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/reject',
    access: 'admin',
    tag: 'admin',
    summary: '가입 거절(사유와 함께 안내 메일 발송).',
  }),
} as const;
