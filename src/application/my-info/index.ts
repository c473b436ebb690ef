export type { AlumniDirectoryApi, MemberApi } from './member-api';
