import { endpoint } from '../../shared/endpoint';

/**
 * Signing in, with administrators' second factor: made from the sign-in page, loaded by the
 * SPA's HTTP client with the first of these calls, as their adapters are.
 */
export const SIGN_IN_ENDPOINTS = {
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
} as const;
