export { ADMIN_API, type AdminApi, type AuditFilter, type MemberListQuery } from './admin-api';
