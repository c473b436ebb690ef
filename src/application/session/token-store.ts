import type { Tokens } from '../../domain/session/tokens';
import { token } from '../shared/tokens';

/**
 * The session kept in the browser: the tokens record, the id of the signed-in user (cleared
 * with the tokens at sign-out), and the id the member asked the sign-in form to remember
 * (아이디 저장), which outlives sessions. Reads never throw: unreadable data reads as absent.
 */
export interface TokenStore {
  readTokens(): Tokens | null;
  saveTokens(tokens: Tokens): void;
  clearTokens(): void;
  readUserId(): string | null;
  saveUserId(userId: string): void;
  clearUserId(): void;
  readRememberedUserId(): string | null;
  rememberUserId(userId: string): void;
  forgetRememberedUserId(): void;
}

export const TOKEN_STORE = token<TokenStore>('TokenStore');
