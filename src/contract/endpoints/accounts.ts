import { endpoint } from '../shared/endpoint';

/** Accounts: the id check, mailed codes, sign-up, finding an id, resetting a password, withdrawal. */
export const ACCOUNTS_ENDPOINTS = {
  sendAuthMail: endpoint({
    method: 'POST',
    path: '/api/user/auth/sendAuthMail',
    access: 'optional',
  }),
  findId: endpoint({
    method: 'POST',
    path: '/api/user/auth/findId',
    access: 'public',
  }),
  findPassword: endpoint({
    method: 'POST',
    path: '/api/user/auth/findPassword',
    access: 'public',
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/api/user/auth/changePassword',
    access: 'public',
  }),
  checkId: endpoint({
    method: 'GET',
    path: '/api/user/auth/checkId',
    access: 'public',
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/user/auth/siginup',
    access: 'public',
  }),
  withdraw: endpoint({
    method: 'PUT',
    path: '/api/user/auth/withdraw',
    access: 'member',
  }),
} as const;
