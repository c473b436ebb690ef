import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../src/contract/endpoints';
import {
  base64UrlJson,
  decodeJwt,
  expectRefusal,
  expectSignedIn,
  expectSignedOut,
  expectSuccess,
  ONE_DAY,
  ONE_MINUTE,
  ping,
  refresh,
  rotate,
  withTokens,
} from '../support/auth-helpers';
import { as, signedInMember, signIn, type SignedInMember } from '../support/members';
import {
  type CallOptions,
  dialects,
  startTestServer,
  type TestServer,
} from '../support/test-server';

const ACCESS_MENU_BODY = { menuPath: '/about', accessDt: '2026-11-22 09:05:03' };

describe.each(dialects())('session tokens (%s)', (dialect) => {
  let server: TestServer;
  let member: SignedInMember;
  beforeEach(async () => {
    server = await startTestServer(dialect);
    member = await signedInMember(server);
  });
  afterEach(async () => {
    await server.close();
  });

  describe('access token', () => {
    it('is an HS256 JWT whose subject is the user id and which lives 60 minutes', async () => {
      const { header, payload } = decodeJwt(member.accessToken);
      expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
      expect(payload.sub).toBe(member.userId);
      expect(payload.role).toBe('member');

      const exp = Number(payload.exp);
      const iat = Number(payload.iat);
      expect(exp - iat).toBe(60 * 60);
      const nowInSeconds = server.clock.now().getTime() / 1000;
      expect(exp).toBeGreaterThan(nowInSeconds + 59 * 60);
      expect(exp).toBeLessThanOrEqual(nowInSeconds + 60 * 60);
    });

    it('carries no personal data', () => {
      const { payload } = decodeJwt(member.accessToken);
      expect(Object.keys(payload).sort()).toEqual([
        'aud',
        'exp',
        'iat',
        'iss',
        'role',
        'sid',
        'sub',
      ]);
      expect(JSON.stringify(payload)).not.toContain(member.email);
    });

    it('opens member routes and makes ping answer true', async () => {
      await expectSignedIn(server, member);
    });

    it('answers 401 code 4011 once expired, on member routes and on ping; then refresh works', async () => {
      server.clock.advance(61 * ONE_MINUTE);
      const my = await server.call('getMyInfo', as(member));
      expectRefusal(my, 'tokenExpired');
      expect(my.body.message).toBe('로그인이 만료되었습니다. 다시 로그인해 주세요.');
      expectRefusal(await server.call('ping', as(member)), 'tokenExpired');

      const renewed = withTokens(member, await rotate(server, member));
      await expectSignedIn(server, renewed);
    });

    it('still works a minute before it expires', async () => {
      server.clock.advance(59 * ONE_MINUTE);
      await expectSignedIn(server, member);
    });
  });

  describe('tokens that are not ours', () => {
    function forgeries(): Array<[string, string]> {
      const [header = '', payload = '', signature = ''] = member.accessToken.split('.');
      const claims = decodeJwt(member.accessToken).payload;
      return [
        ['alg none', `${base64UrlJson({ alg: 'none', typ: 'JWT' })}.${payload}.`],
        [
          'alg none with the signature kept',
          `${base64UrlJson({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
        ],
        [
          'a changed payload',
          `${header}.${base64UrlJson({ ...claims, role: 'admin' })}.${signature}`,
        ],
        ['garbage', 'garbage-token'],
        ['three garbage parts', 'aaa.bbb.ccc'],
      ];
    }

    async function signedWithAnotherKey(): Promise<string> {
      const claims = decodeJwt(member.accessToken).payload;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('another-key-that-is-not-the-servers-key-0123456789'));
    }

    it('refuses each on member routes with 401 code 4010; ping answers false', async () => {
      const tokens = [...forgeries(), ['another key', await signedWithAnotherKey()] as const];
      for (const [kind, token] of tokens) {
        const my = await server.call('getMyInfo', { token });
        expect(my.body.code, kind).toBe(4010);
        expectRefusal(my, 'unauthenticated');
        const answer = await ping(server, token);
        expect(answer.body, kind).toEqual({ code: 0, message: null, data: false });
      }
    });

    it('ignores X-User-Id beside a token that is not ours (there is no subject to compare)', async () => {
      const token = await signedWithAnotherKey();
      const answer = await server.call('ping', { token, userId: 'somebody-else' });
      expect(expectSuccess(answer)).toBe(false);
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair that works, and the old refresh token is refused', async () => {
      server.clock.advance(10 * ONE_MINUTE);
      const next = await rotate(server, member);
      expect(next.refreshToken).not.toBe(member.refreshToken);
      // The new access token lives 60 minutes from the refresh, not from the sign-in.
      const before = decodeJwt(member.accessToken).payload;
      const after = decodeJwt(next.accessToken).payload;
      expect(after.sub).toBe(member.userId);
      expect(after.sid).toBe(before.sid);
      expect(Number(after.exp) - Number(before.exp)).toBeGreaterThanOrEqual(10 * 60);
      await expectSignedIn(server, withTokens(member, next));

      const third = await rotate(server, next);
      expect(third.refreshToken).not.toBe(next.refreshToken);

      expectRefusal(await refresh(server, member), 'refreshRejected');
    });

    it('revokes the whole sign-in when a used refresh token comes back: newest refresh and access tokens die', async () => {
      const newest = await rotate(server, member);
      await expectSignedIn(server, withTokens(member, newest));

      const replay = await refresh(server, member);
      expectRefusal(replay, 'refreshRejected');
      expect(replay.body.message).toMatch(/로그인이 만료되었습니다/u);

      expect(expectSuccess(await ping(server, newest.accessToken))).toBe(false);
      expectRefusal(
        await server.call('getMyInfo', { token: newest.accessToken, userId: member.userId }),
        'unauthenticated',
      );
      expectRefusal(await refresh(server, newest), 'refreshRejected');
    });

    it('leaves the member’s other sign-ins alone when one is revoked for reuse', async () => {
      const other = await signIn(server, member);
      const newest = await rotate(server, member);
      expectRefusal(await refresh(server, member), 'refreshRejected');
      await expectSignedOut(server, newest);
      await expectSignedIn(server, other);
    });

    it('refuses a refresh token presented with another sign-in’s access token', async () => {
      const other = await signIn(server, member);
      const mixed = { accessToken: other.accessToken, refreshToken: member.refreshToken };
      expectRefusal(await refresh(server, mixed), 'refreshRejected');
    });

    it('refuses an unknown refresh token with 401 code 4014', async () => {
      const result = await refresh(server, {
        accessToken: member.accessToken,
        refreshToken: 'not-a-refresh-token',
      });
      expectRefusal(result, 'refreshRejected');
    });

    it('ends 14 days after sign-in however often the tokens rotate', async () => {
      const signedInAt = server.clock.now().getTime();
      let tokens = { accessToken: member.accessToken, refreshToken: member.refreshToken };
      for (let day = 3; day <= 12; day += 3) {
        server.clock.advance(3 * ONE_DAY);
        tokens = await rotate(server, tokens);
      }
      server.clock.advance(ONE_DAY + 23 * 60 * ONE_MINUTE); // 13 days 23 hours after sign-in
      tokens = await rotate(server, tokens);
      // The last access token does not outlive the sign-in.
      const exp = Number(decodeJwt(tokens.accessToken).payload.exp);
      expect(exp * 1000).toBeLessThanOrEqual(signedInAt + 14 * ONE_DAY + 5_000);
      expect(exp * 1000).toBeGreaterThan(signedInAt + 14 * ONE_DAY - 60 * ONE_MINUTE);

      server.clock.advance(60 * ONE_MINUTE); // 14 days after sign-in
      expectRefusal(await refresh(server, tokens), 'refreshRejected');
      expectRefusal(await server.call('getMyInfo', { token: tokens.accessToken }), 'tokenExpired');
    });

    it('refuses refresh for a member no longer approved', async () => {
      await server.runtime.context.store.accounts.update(member.userId, { status: 'rejected' });
      expectRefusal(await refresh(server, member), 'refreshRejected');
      expect(expectSuccess(await ping(server, member.accessToken))).toBe(false);
    });
  });

  describe('X-User-Id', () => {
    type Call = CallOptions & { readonly name: EndpointName };

    /** One call of each kind, carrying the member's token and another member's id. */
    function mismatchedCalls(otherUserId: string): Call[] {
      const mismatch = { token: member.accessToken, userId: otherUserId };
      const credentials = { userId: member.userId, password: member.password };
      const tokens = { accessToken: member.accessToken, refreshToken: member.refreshToken };
      return [
        { name: 'getMyInfo', ...mismatch },
        { name: 'ping', ...mismatch },
        { name: 'accessMenu', ...mismatch, body: ACCESS_MENU_BODY },
        { name: 'signIn', ...mismatch, body: credentials },
        { name: 'signOut', ...mismatch },
        { name: 'refresh', ...mismatch, body: tokens },
        { name: 'checkId', ...mismatch, query: { id: 'someid' } },
        {
          name: 'changeMyPassword',
          ...mismatch,
          body: { currentPassword: member.password, newPassword: 'Another!pass2026' },
        },
      ];
    }

    it('refuses a request whose X-User-Id is not the token’s subject with 401 code 4012, on every route', async () => {
      const other = await signedInMember(server);
      for (const { name, ...options } of mismatchedCalls(other.userId)) {
        const result = await server.call(name, options);
        expect(result.body.code, name).toBe(4012);
        expectRefusal(result, 'userMismatch');
      }
      // None of those calls did anything: the sign-in is alive and the password unchanged.
      await expectSignedIn(server, member);
      expectSuccess(
        await server.call('signIn', { body: { userId: member.userId, password: member.password } }),
      );
    });

    it('refuses a mismatched X-User-Id beside an expired token too', async () => {
      server.clock.advance(61 * ONE_MINUTE);
      const result = await server.call('ping', {
        token: member.accessToken,
        userId: 'someone_else',
      });
      expectRefusal(result, 'userMismatch');
    });

    it('accepts X-User-Id equal to the token’s subject', async () => {
      const result = await server.call('accessMenu', { ...as(member), body: ACCESS_MENU_BODY });
      expectSuccess(result);
    });

    it('ignores X-User-Id sent without a token', async () => {
      const other = await signedInMember(server);
      expect(expectSuccess(await server.call('ping', { userId: member.userId }))).toBe(false);
      expectSuccess(
        await server.call('accessMenu', { userId: member.userId, body: ACCESS_MENU_BODY }),
      );
      const signedIn = await server.call('signIn', {
        userId: member.userId,
        body: { userId: other.userId, password: other.password },
      });
      expect(expectSuccess(signedIn)).toHaveProperty('accessToken');
      expectRefusal(await server.call('getMyInfo', { userId: member.userId }), 'unauthenticated');
    });
  });

  describe('ping and signOut', () => {
    it('answers ping without a token with data false', async () => {
      const answer = await server.call('ping');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 0, message: null, data: false });
    });

    it('ends the sign-in at once on signOut: ping false, member routes 4010, refresh refused', async () => {
      const result = await server.call('signOut', as(member));
      expect(result.body).toEqual({ code: 0, message: null, data: null });
      await expectSignedOut(server, member);
    });

    it('ends only that sign-in', async () => {
      const other = await signIn(server, member);
      expectSuccess(await server.call('signOut', as(member)));
      await expectSignedOut(server, member);
      await expectSignedIn(server, other);
    });

    it('ends the sign-in even when called with an expired access token', async () => {
      server.clock.advance(61 * ONE_MINUTE);
      expectSuccess(await server.call('signOut', as(member)));
      expectRefusal(await refresh(server, member), 'refreshRejected');
    });

    it('answers signOut without a token harmlessly', async () => {
      const result = await server.call('signOut');
      expect(result.body).toEqual({ code: 0, message: null, data: null });
      await expectSignedIn(server, member);
    });
  });
});
