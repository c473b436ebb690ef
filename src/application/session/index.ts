export type { TokenStore } from './token-store';
