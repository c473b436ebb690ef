import { endpoint } from '../shared/endpoint';

/** Menu access records, and their statistics for the office. */
export const ACCESS_LOG_ENDPOINTS = {
  accessMenu: endpoint({
    method: 'PUT',
    path: '/api/user/log/accessMenu',
    access: 'optional',
  }),
  menuStatistics: endpoint({
    method: 'GET',
    path: '/api/admin/statistics/menus',
    access: 'admin',
  }),
} as const;
