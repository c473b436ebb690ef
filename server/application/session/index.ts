export type { SessionTokens, TokenInspection } from './session-tokens';
