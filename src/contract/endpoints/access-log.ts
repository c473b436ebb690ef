import { endpoint } from '../shared/endpoint';

/** Menu access records, and their statistics for the office. */
export const ACCESS_LOG_ENDPOINTS = {
  recordMenuAccess: endpoint({
    method: 'PUT',
    path: '/api/user/log/accessMenu',
    access: 'optional',
    tag: 'log',
    summary: '메뉴 접속 기록.',
  }),
} as const;
