import { describe, expect, it } from 'vitest';
import { MemoryTokenStore } from './memory-token-store';

const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' };

describe('MemoryTokenStore', () => {
  it('holds nothing at first', () => {
    const store = new MemoryTokenStore();
    expect(store.readTokens()).toBeNull();
    expect(store.readUserId()).toBeNull();
    expect(store.readRememberedUserId()).toBeNull();
  });

  it('reads back the tokens it saved, and nothing once they are cleared', () => {
    const store = new MemoryTokenStore();
    store.saveTokens(TOKENS);
    expect(store.readTokens()).toEqual(TOKENS);
    store.clearTokens();
    expect(store.readTokens()).toBeNull();
  });

  it('keeps a copy of the saved tokens, so later changes to the original do not leak in', () => {
    const store = new MemoryTokenStore();
    const original = { ...TOKENS };
    store.saveTokens(original);
    original.accessToken = 'changed';
    expect(store.readTokens()).toEqual(TOKENS);
    expect(store.readTokens()).not.toBe(original);
  });

  it('keeps only the tokens fields, dropping anything else passed along', () => {
    const store = new MemoryTokenStore();
    store.saveTokens({ ...TOKENS, extra: 'x' } as typeof TOKENS);
    expect(store.readTokens()).toStrictEqual(TOKENS);
  });

  it('replaces the tokens on a new save', () => {
    const store = new MemoryTokenStore();
    store.saveTokens(TOKENS);
    store.saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(store.readTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('clearing the tokens leaves the signed-in user id and the remembered id alone', () => {
    const store = new MemoryTokenStore();
    store.saveTokens(TOKENS);
    store.saveUserId('hong123');
    store.rememberUserId('kim456');
    store.clearTokens();
    expect(store.readUserId()).toBe('hong123');
    expect(store.readRememberedUserId()).toBe('kim456');
  });

  it('clearing the signed-in user id leaves the tokens and the remembered id alone', () => {
    const store = new MemoryTokenStore();
    store.saveTokens(TOKENS);
    store.saveUserId('hong123');
    store.rememberUserId('kim456');
    store.clearUserId();
    expect(store.readUserId()).toBeNull();
    expect(store.readTokens()).toEqual(TOKENS);
    expect(store.readRememberedUserId()).toBe('kim456');
  });

  it('forgetting the remembered id leaves the tokens and the signed-in user id alone', () => {
    const store = new MemoryTokenStore();
    store.saveTokens(TOKENS);
    store.saveUserId('hong123');
    store.rememberUserId('kim456');
    store.forgetRememberedUserId();
    expect(store.readRememberedUserId()).toBeNull();
    expect(store.readTokens()).toEqual(TOKENS);
    expect(store.readUserId()).toBe('hong123');
  });

  it('shares nothing between two stores', () => {
    const first = new MemoryTokenStore();
    const second = new MemoryTokenStore();
    first.saveTokens(TOKENS);
    first.saveUserId('hong123');
    first.rememberUserId('hong123');
    expect(second.readTokens()).toBeNull();
    expect(second.readUserId()).toBeNull();
    expect(second.readRememberedUserId()).toBeNull();
  });
});
