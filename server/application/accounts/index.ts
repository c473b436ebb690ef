export type { AuthCodes } from './auth-codes';
