import { beforeEach, describe, expect, it } from 'vitest';
import {
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
} from '../../../support/auth-helpers';
import { as, signedInMember, signIn, type SignedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(dialects())('session tokens (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;
  beforeEach(async () => {
    member = await signedInMember(server);
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
        'amr',
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

    it('still works a minute before it expires', async () => {
      server.clock.advance(59 * ONE_MINUTE);
      await expectSignedIn(server, member);
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
      await server.runtime.ports.store.accounts.update(member.userId, { status: 'rejected' });
      expectRefusal(await refresh(server, member), 'refreshRejected');
      expect(expectSuccess(await ping(server, member.accessToken))).toBe(false);
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
