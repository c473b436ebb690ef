import { endpoint } from '../shared/endpoint';

/** Accounts: the id check, mailed codes, sign-up, finding an id, resetting a password, withdrawal. */
export const ACCOUNTS_ENDPOINTS = {
  sendAuthMail: endpoint({
    method: 'POST',
    path: '/api/user/auth/sendAuthMail',
    access: 'optional',
    tag: 'auth',
    summary: '이메일 인증번호 발송(가입, 아이디 찾기, 비밀번호 찾기, 이메일 변경).',
  }),
  findId: endpoint({
    method: 'POST',
    path: '/api/user/auth/findId',
    access: 'public',
    tag: 'auth',
    summary: '아이디 찾기: 이메일 인증 후 일부를 가린 아이디를 돌려주고 전체를 메일로 보냅니다.',
  }),
  findPassword: endpoint({
    method: 'POST',
    path: '/api/user/auth/findPassword',
    access: 'public',
    tag: 'auth',
    summary: '비밀번호 찾기: 이메일 인증 후 한 번 쓰는 재설정 토큰을 발급합니다.',
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/api/user/auth/changePassword',
    access: 'public',
    tag: 'auth',
    summary: '비밀번호 재설정: 재설정 토큰으로 새 비밀번호를 정하고 모든 로그인을 끝냅니다.',
  }),
  checkId: endpoint({
    method: 'GET',
    path: '/api/user/auth/checkId',
    access: 'public',
    tag: 'auth',
    summary: '아이디 사용 가능 여부.',
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/user/auth/siginup',
    access: 'public',
    tag: 'auth',
    summary: '회원가입: 계정은 관리자 승인 전까지 대기 상태입니다.',
  }),
  withdraw: endpoint({
    method: 'PUT',
    path: '/api/user/auth/withdraw',
    access: 'member',
    tag: 'auth',
    summary: '회원 탈퇴: 개인정보를 지우고 모든 로그인을 끝냅니다.',
  }),
} as const;
