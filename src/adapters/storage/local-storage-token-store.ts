import type { TokenStore } from '../../application/session/token-store';
import type { Tokens } from '../../domain/session/tokens';

/** Keys in browser storage (spec section 3: the tokens record under `tokens`). */
export const STORAGE_KEYS = {
  tokens: 'tokens',
  userId: 'userId',
  rememberedUserId: 'savedUserId',
} as const;

/**
 * The session in `localStorage`. Whatever is found there is checked before use: corrupt JSON,
 * a foreign shape or a storage that refuses access (private mode, quota, disabled cookies)
 * reads as "signed out" and never throws.
 */
export class LocalStorageTokenStore implements TokenStore {
  constructor(private readonly storage: Storage | null) {}

  readTokens(): Tokens | null {
    const raw = this.read(STORAGE_KEYS.tokens);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isTokens(parsed)
        ? { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken }
        : null;
    } catch {
      return null;
    }
  }

  saveTokens(tokens: Tokens): void {
    this.write(
      STORAGE_KEYS.tokens,
      JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
    );
  }

  clearTokens(): void {
    this.remove(STORAGE_KEYS.tokens);
  }

  // The signed-in member's id, and the one remembered for the sign-in form (아이디 저장).
  readonly readUserId = () => this.readId(STORAGE_KEYS.userId);
  readonly saveUserId = (userId: string) => this.write(STORAGE_KEYS.userId, userId);
  readonly clearUserId = () => this.remove(STORAGE_KEYS.userId);
  readonly readRememberedUserId = () => this.readId(STORAGE_KEYS.rememberedUserId);
  readonly rememberUserId = (userId: string) => this.write(STORAGE_KEYS.rememberedUserId, userId);
  readonly forgetRememberedUserId = () => this.remove(STORAGE_KEYS.rememberedUserId);

  /** An id is short and plain (letters, digits, . _ -); anything else is somebody else's data. */
  private readId(key: string): string | null {
    const value = this.read(key);
    return value !== null && /^[A-Za-z0-9._-]{1,50}$/u.test(value) ? value : null;
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Storage full or refused: the session lasts until the page closes, as without storage.
    }
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing stored that could be read back either.
    }
  }
}

function isTokens(value: unknown): value is Tokens {
  return (
    typeof value === 'object' &&
    value !== null &&
    'accessToken' in value &&
    'refreshToken' in value &&
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    value.accessToken.length > 0
  );
}
