export { ALUMNI_DIRECTORY_API, type AlumniDirectoryApi } from './alumni-directory-api';
