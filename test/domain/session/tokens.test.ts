import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasAccessToken,
  hasRefreshToken,
  isNotApprovedMessage,
  NOT_APPROVED_MESSAGE,
  readTokenRole,
  readTokenSubject,
} from '../../../src/domain/session/tokens';

/** A JWT as a server would write it (the signature is not checked by the reader). */
function jwt(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

describe('tokens', () => {
  describe('readTokenRole: what the console offers follows the role the token was issued with', () => {
    it('reads the role claim', () => {
      expect(readTokenRole(jwt({ sub: 'office1', role: 'admin' }))).toBe('admin');
      expect(readTokenRole(jwt({ sub: 'hong123', role: 'member' }))).toBe('member');
    });

    it('gives null for an unknown or missing role and for unreadable tokens', () => {
      expect(readTokenRole(jwt({ sub: 'hong123', role: 'root' }))).toBeNull();
      expect(readTokenRole(jwt({ sub: 'hong123' }))).toBeNull();
      expect(readTokenRole('opaque-token')).toBeNull();
      expect(readTokenRole('a.b.c')).toBeNull();
    });
  });

  describe('readTokenSubject: the access token subject is the user id', () => {
    it('reads the subject of a JWT', () => {
      expect(readTokenSubject(jwt({ sub: 'hong123', exp: 1_900_000_000 }))).toBe('hong123');
    });

    it('reads subjects in any script, UTF-8 encoded', () => {
      expect(readTokenSubject(jwt({ sub: '홍길동_동문' }))).toBe('홍길동_동문');
    });

    it('reads back any subject a server could put in a token', () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (subject) => {
          expect(readTokenSubject(jwt({ sub: subject }))).toBe(subject);
        }),
      );
    });

    it('gives null for tokens that are not readable JWTs', () => {
      expect(readTokenSubject('')).toBeNull();
      expect(readTokenSubject('opaque-token')).toBeNull();
      expect(readTokenSubject('a.b')).toBeNull();
      expect(readTokenSubject('a.b.c.d')).toBeNull();
      expect(readTokenSubject('header..signature')).toBeNull();
      expect(readTokenSubject('header.not*base64.signature')).toBeNull();
      expect(readTokenSubject(`h.${Buffer.from('not json').toString('base64url')}.s`)).toBeNull();
      expect(readTokenSubject(`h.${Buffer.from([0xff, 0xfe]).toString('base64url')}.s`)).toBeNull();
    });

    it('gives null when the subject is missing, empty or not a string', () => {
      expect(readTokenSubject(jwt({ exp: 1 }))).toBeNull();
      expect(readTokenSubject(jwt({ sub: '' }))).toBeNull();
      expect(readTokenSubject(jwt({ sub: 42 }))).toBeNull();
      expect(readTokenSubject(jwt(null))).toBeNull();
      expect(readTokenSubject(jwt('sub'))).toBeNull();
    });

    it('accepts padded base64url payloads', () => {
      const payload = `${Buffer.from(JSON.stringify({ sub: 'kim' })).toString('base64url')}==`;
      expect(readTokenSubject(`h.${payload}.s`)).toBe('kim');
    });
  });

  describe('isNotApprovedMessage', () => {
    it('recognises the server’s not-approved message, ignoring surrounding spaces', () => {
      expect(isNotApprovedMessage(NOT_APPROVED_MESSAGE)).toBe(true);
      expect(isNotApprovedMessage(` ${NOT_APPROVED_MESSAGE}\n`)).toBe(true);
    });

    it('is written in Korean', () => {
      expect(NOT_APPROVED_MESSAGE).toMatch(/승인/u);
    });

    it('does not mistake other messages or no message for it', () => {
      expect(isNotApprovedMessage('아이디 또는 비밀번호가 올바르지 않습니다.')).toBe(false);
      expect(isNotApprovedMessage('')).toBe(false);
      expect(isNotApprovedMessage(null)).toBe(false);
      expect(isNotApprovedMessage(undefined)).toBe(false);
    });
  });

  describe('hasAccessToken / hasRefreshToken', () => {
    it('needs a non-empty token of that kind', () => {
      expect(hasAccessToken({ accessToken: 'a', refreshToken: '' })).toBe(true);
      expect(hasAccessToken({ accessToken: '', refreshToken: 'r' })).toBe(false);
      expect(hasRefreshToken({ accessToken: '', refreshToken: 'r' })).toBe(true);
      expect(hasRefreshToken({ accessToken: 'a', refreshToken: '' })).toBe(false);
    });

    it('treats no record as no token', () => {
      expect(hasAccessToken(null)).toBe(false);
      expect(hasRefreshToken(undefined)).toBe(false);
    });
  });
});
