import { endpoint } from '../shared/endpoint';

/** The office's calls. */
export const ADMIN_ENDPOINTS = {
  listMembers: endpoint({
    method: 'GET',
    path: '/api/admin/members',
    access: 'admin',
  }),
  approveMember: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/approve',
    access: 'admin',
  }),
  rejectMember: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/reject',
    access: 'admin',
  }),
} as const;
