import { endpoint } from '../shared/endpoint';

/** The session kept: token refresh, the check, sign-out (sign-in and the second factor: pages/session.ts). */
export const SESSION_ENDPOINTS = {
  refresh: endpoint({
    method: 'POST',
    path: '/api/user/auth/refresh',
    access: 'public',
    tag: 'auth',
    summary: '토큰 갱신: 리프레시 토큰을 새 토큰 한 쌍으로 바꿉니다(한 번만 쓸 수 있음).',
  }),
  ping: endpoint({
    method: 'GET',
    path: '/api/user/auth/ping',
    access: 'optional',
    tag: 'auth',
    summary: '로그인 확인: 유효한 토큰이고 활동 중인 계정이면 true.',
  }),
  signOut: endpoint({
    method: 'GET',
    path: '/api/user/auth/signOut',
    access: 'optional',
    tag: 'auth',
    summary: '로그아웃: 이 로그인의 토큰을 모두 무효로 합니다.',
  }),
} as const;
