export type { AuthApi, Consents } from './auth-api';
