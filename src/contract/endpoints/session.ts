import { endpoint } from '../shared/endpoint';

/** The session: sign-in, token refresh, the check, sign-out. */
export const SESSION_ENDPOINTS = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/user/auth/signIn',
    access: 'public',
    tag: 'auth',
    summary: '로그인: 토큰을 발급하거나, 승인 대기 계정이면 안내 메시지를 돌려줍니다.',
  }),
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
