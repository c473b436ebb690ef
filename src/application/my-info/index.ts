export { MEMBER_API, type MemberApi } from './member-api';
