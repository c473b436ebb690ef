import { beforeEach, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../src/contract/endpoints';
import type { MemberProfileData } from '../../src/contract/shared/member-schemas';
import {
  expectRefusal,
  expectSignedIn,
  expectSuccess,
  ONE_MINUTE,
} from '../server/support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../server/support/members';
import { anUpdateOf } from '../support/members';
import { type CallOptions, sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

const ACCESS_MENU_BODY = { menuPath: '/about', accessDt: '2026-11-22 09:05:03' };

/**
 * A member's valid token with another member's id in X-User-Id: the server never takes the
 * header for who is asking; a header that disagrees with the token is refused on every route
 * (401 code 4012), and nothing of the other member is read or changed.
 */
describe.each(sqliteOnly())('X-User-Id of another member (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let alice: SignedInMember;
  let bob: SignedInMember;
  beforeEach(async () => {
    alice = await signedInMember(server, { userId: 'alice2026', name: '김앨리' });
    bob = await signedInMember(server, { userId: 'bob2026', name: '박밥' });
  });

  type Call = CallOptions & { readonly name: EndpointName };

  /** One call of each kind, carrying Alice's token and Bob's id. */
  function mismatchedCalls(): Call[] {
    const mismatch = { token: alice.accessToken, userId: bob.userId };
    const credentials = { userId: alice.userId, password: alice.password };
    const tokens = { accessToken: alice.accessToken, refreshToken: alice.refreshToken };
    return [
      { name: 'getMyInfo', ...mismatch },
      { name: 'ping', ...mismatch },
      { name: 'recordMenuAccess', ...mismatch, body: ACCESS_MENU_BODY },
      { name: 'signIn', ...mismatch, body: credentials },
      { name: 'signOut', ...mismatch },
      { name: 'refresh', ...mismatch, body: tokens },
      { name: 'checkId', ...mismatch, query: { id: 'someid' } },
      { name: 'searchAlumni', ...mismatch, query: { name: '박' } },
      {
        name: 'changeMyPassword',
        ...mismatch,
        body: { currentPassword: alice.password, newPassword: 'Another!pass2026' },
      },
    ];
  }

  it('refuses a request whose X-User-Id is not the token’s subject with 401 code 4012, on every route', async () => {
    for (const { name, ...options } of mismatchedCalls()) {
      const result = await server.call(name, options);
      expect(result.body.code, name).toBe(4012);
      expectRefusal(result, 'userMismatch');
    }
    // None of those calls did anything: the sign-in is alive and the password unchanged.
    await expectSignedIn(server, alice);
    expectSuccess(
      await server.call('signIn', { body: { userId: alice.userId, password: alice.password } }),
    );
  });

  it('does not read the other member’s data: 401 code 4012, nothing of theirs in the answer', async () => {
    const result = await server.call('getMyInfo', { token: alice.accessToken, userId: bob.userId });
    expectRefusal(result, 'userMismatch');
    expect(JSON.stringify(result.body)).not.toContain('박밥');
  });

  it('does not change the other member’s data: 401 code 4012, their data stays as it was', async () => {
    const before = expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(bob)));
    const result = await server.call('updateMyInfo', {
      token: alice.accessToken,
      userId: bob.userId,
      body: { ...anUpdateOf(before), name: '해커' },
    });
    expectRefusal(result, 'userMismatch');
    expect(expectSuccess(await server.call('getMyInfo', as(bob)))).toEqual(before);
    const own = expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(alice)));
    expect(own.name).toBe('김앨리');
  });

  it('refuses a mismatched X-User-Id beside an expired token too', async () => {
    server.clock.advance(61 * ONE_MINUTE);
    const result = await server.call('ping', { token: alice.accessToken, userId: bob.userId });
    expectRefusal(result, 'userMismatch');
  });

  it('accepts X-User-Id equal to the token’s subject', async () => {
    expectSuccess(await server.call('recordMenuAccess', { ...as(alice), body: ACCESS_MENU_BODY }));
  });

  it('ignores X-User-Id sent without a token', async () => {
    expect(expectSuccess(await server.call('ping', { userId: alice.userId }))).toBe(false);
    expectSuccess(
      await server.call('recordMenuAccess', { userId: alice.userId, body: ACCESS_MENU_BODY }),
    );
    const signedIn = await server.call('signIn', {
      userId: alice.userId,
      body: { userId: bob.userId, password: bob.password },
    });
    expect(expectSuccess(signedIn)).toHaveProperty('accessToken');
    expectRefusal(await server.call('getMyInfo', { userId: alice.userId }), 'unauthenticated');
  });
});
