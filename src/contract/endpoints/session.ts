import { endpoint } from '../shared/endpoint';

/** The session: sign-in (with administrators' second factor), token refresh, the check, sign-out. */
export const SESSION_ENDPOINTS = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/user/auth/signIn',
    access: 'public',
  }),
  beginSecondFactorEnrolment: endpoint({
    method: 'POST',
    path: '/api/user/auth/secondFactor/enrolment',
    access: 'public',
  }),
  confirmSecondFactorEnrolment: endpoint({
    method: 'POST',
    path: '/api/user/auth/secondFactor/enrolment/confirm',
    access: 'public',
  }),
  verifySecondFactor: endpoint({
    method: 'POST',
    path: '/api/user/auth/secondFactor/verify',
    access: 'public',
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/user/auth/refresh',
    access: 'public',
  }),
  ping: endpoint({
    method: 'GET',
    path: '/api/user/auth/ping',
    access: 'optional',
  }),
  signOut: endpoint({
    method: 'GET',
    path: '/api/user/auth/signOut',
    access: 'optional',
  }),
} as const;
