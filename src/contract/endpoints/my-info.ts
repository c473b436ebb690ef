import { endpoint } from '../shared/endpoint';

/** The signed-in member's own information. */
export const MY_INFO_ENDPOINTS = {
  getMyInfo: endpoint({
    method: 'GET',
    path: '/api/user/my',
    access: 'member',
  }),
  updateMyInfo: endpoint({
    method: 'PUT',
    path: '/api/user/my',
    access: 'member',
  }),
  changeMyPassword: endpoint({
    method: 'PUT',
    path: '/api/user/my/changePassword',
    access: 'member',
  }),
} as const;
