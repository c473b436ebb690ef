export { ADMIN_API, type AdminApi, type MemberListQuery } from './admin-api';
