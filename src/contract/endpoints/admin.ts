import { endpoint } from '../shared/endpoint';

/** The office's calls. */
export const ADMIN_ENDPOINTS = {
  listMembers: endpoint({
    method: 'GET',
    path: '/api/admin/members',
    access: 'admin',
  }),
  memberCounts: endpoint({
    method: 'GET',
    path: '/api/admin/members/counts',
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
  searchAuditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
  }),
  exportAuditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/export',
    access: 'admin',
    binary: true,
  }),
  listAccessRecords: endpoint({
    method: 'GET',
    path: '/api/admin/access-records',
    access: 'admin',
  }),
} as const;
