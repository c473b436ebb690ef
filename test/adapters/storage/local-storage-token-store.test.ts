// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  LocalStorageTokenStore,
  STORAGE_KEYS,
} from '../../../src/adapters/storage/local-storage-token-store';

const TOKENS = { accessToken: 'header.payload.signature', refreshToken: 'refresh-1' };

afterEach(() => {
  localStorage.clear();
});

describe('LocalStorageTokenStore (browser storage, spec section 3)', () => {
  it('keeps the tokens record as JSON under the key "tokens"', () => {
    const store = new LocalStorageTokenStore(localStorage);
    store.saveTokens(TOKENS);
    expect(JSON.parse(localStorage.getItem('tokens') ?? '')).toEqual(TOKENS);
    expect(new LocalStorageTokenStore(localStorage).readTokens()).toEqual(TOKENS);
  });

  it('keeps the signed-in user id and the remembered id apart', () => {
    const store = new LocalStorageTokenStore(localStorage);
    store.saveUserId('hong123');
    store.rememberUserId('hong123');
    store.clearUserId();
    expect(store.readUserId()).toBeNull();
    expect(store.readRememberedUserId()).toBe('hong123');
    store.forgetRememberedUserId();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUserId)).toBeNull();
  });

  it('clears the tokens', () => {
    const store = new LocalStorageTokenStore(localStorage);
    store.saveTokens(TOKENS);
    store.clearTokens();
    expect(store.readTokens()).toBeNull();
    expect(localStorage.getItem('tokens')).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"accessToken": "abc'],
    ['a string', '"abc"'],
    ['null', 'null'],
    ['an array', '["a","b"]'],
    ['a foreign shape', '{"token":"abc"}'],
    ['wrong types', '{"accessToken":1,"refreshToken":2}'],
    ['an empty access token', '{"accessToken":"","refreshToken":"r"}'],
  ])('reads %s under "tokens" as signed out, without throwing', (_, raw) => {
    localStorage.setItem('tokens', raw);
    expect(new LocalStorageTokenStore(localStorage).readTokens()).toBeNull();
  });

  it('drops extra fields of a foreign record', () => {
    localStorage.setItem('tokens', JSON.stringify({ ...TOKENS, password: 'never' }));
    expect(new LocalStorageTokenStore(localStorage).readTokens()).toEqual(TOKENS);
  });

  it('ignores an id that is not an id (too long, spaces, markup)', () => {
    const store = new LocalStorageTokenStore(localStorage);
    for (const value of ['a'.repeat(51), 'hong 123', '<script>', '']) {
      localStorage.setItem(STORAGE_KEYS.userId, value);
      expect(store.readUserId()).toBeNull();
    }
  });

  it('works as signed out when storage refuses every access', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const store = new LocalStorageTokenStore(refusing);
    expect(() => store.saveTokens(TOKENS)).not.toThrow();
    expect(store.readTokens()).toBeNull();
    expect(() => store.clearTokens()).not.toThrow();
    expect(store.readRememberedUserId()).toBeNull();
  });

  it('works as signed out when there is no storage at all', () => {
    const store = new LocalStorageTokenStore(null);
    store.saveTokens(TOKENS);
    expect(store.readTokens()).toBeNull();
  });
});
