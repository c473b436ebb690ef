import { endpoint } from '../../shared/endpoint';

/** The office's view of the outbox (issue 32): every message the site sent or is sending. */
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
} as const;
