export { type ConsentChange, MEMBER_API, type MemberApi } from './member-api';
export { UpdateMyProfile } from './update-my-profile';
