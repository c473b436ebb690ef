export { AUTH_API, type AuthApi, type Consents } from './auth-api';
