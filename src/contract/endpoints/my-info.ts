import { endpoint } from '../shared/endpoint';

/** The signed-in member's own information. */
export const MY_INFO_ENDPOINTS = {
  getMyInfo: endpoint({
    method: 'GET',
    path: '/api/user/my',
    access: 'member',
    tag: 'member',
    summary: '내 정보 조회.',
  }),
  updateMyInfo: endpoint({
    method: 'PUT',
    path: '/api/user/my',
    access: 'member',
    tag: 'member',
    summary: '내 정보 수정(이메일 변경은 새 인증번호 필요).',
  }),
  changeMyPassword: endpoint({
    method: 'PUT',
    path: '/api/user/my/changePassword',
    access: 'member',
    tag: 'member',
    summary: '비밀번호 변경(현재 비밀번호 확인).',
  }),
  getMyConsents: endpoint({
    method: 'GET',
    path: '/api/user/my/consents',
    access: 'member',
    tag: 'member',
    summary: '내 동의 현황(항목마다 마지막 응답, 약관 버전과 일시).',
  }),
  changeMyConsent: endpoint({
    method: 'PUT',
    path: '/api/user/my/consents',
    access: 'member',
    tag: 'member',
    summary: '선택 동의(마케팅 정보 수신) 하기·철회하기. 필수 동의는 회원 탈퇴로만 철회.',
  }),
} as const;
