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
} as const;
