import type { TokenStore } from '../../../src/application/session/token-store';
import type { Tokens } from '../../../src/domain/session/tokens';

/** The browser session kept in memory: lost on reload, shared by nothing. */
export class MemoryTokenStore implements TokenStore {
  private tokens: Tokens | null = null;
  private userId: string | null = null;
  private rememberedUserId: string | null = null;

  readTokens(): Tokens | null {
    return this.tokens;
  }

  saveTokens(tokens: Tokens): void {
    this.tokens = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  }

  clearTokens(): void {
    this.tokens = null;
  }

  readUserId(): string | null {
    return this.userId;
  }

  saveUserId(userId: string): void {
    this.userId = userId;
  }

  clearUserId(): void {
    this.userId = null;
  }

  readRememberedUserId(): string | null {
    return this.rememberedUserId;
  }

  rememberUserId(userId: string): void {
    this.rememberedUserId = userId;
  }

  forgetRememberedUserId(): void {
    this.rememberedUserId = null;
  }
}
