import { endpoint } from '../shared/endpoint';

/** The session: sign-in (with administrators' second factor), token refresh, the check, sign-out. */
export const SESSION_ENDPOINTS = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/user/auth/signIn',
    access: 'public',
    tag: 'auth',
    summary:
      '로그인: 토큰을 발급하거나, 승인 대기 계정이면 안내 메시지를, 관리자이면 추가 인증 티켓을 돌려줍니다.',
  }),
  beginSecondFactorEnrolment: endpoint({
    method: 'POST',
    path: '/api/user/auth/secondFactor/enrolment',
    access: 'public',
    tag: 'auth',
    summary: '관리자 추가 인증 등록 시작: 인증 앱에 등록할 QR 코드와 비밀 키를 돌려줍니다.',
  }),
  confirmSecondFactorEnrolment: endpoint({
    method: 'POST',
    path: '/api/user/auth/secondFactor/enrolment/confirm',
    access: 'public',
    tag: 'auth',
    summary:
      '관리자 추가 인증 등록 확인: 첫 인증 코드가 맞으면 복구 코드 10개(한 번만 표시)와 토큰을 발급합니다.',
  }),
  verifySecondFactor: endpoint({
    method: 'POST',
    path: '/api/user/auth/secondFactor/verify',
    access: 'public',
    tag: 'auth',
    summary: '관리자 추가 인증: 인증 앱의 코드나 복구 코드가 맞으면 토큰을 발급합니다.',
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
