import { endpoint } from '../shared/endpoint';

/** Menu access records. */
export const ACCESS_LOG_ENDPOINTS = {
  accessMenu: endpoint({
    method: 'PUT',
    path: '/api/user/log/accessMenu',
    access: 'optional',
  }),
} as const;
