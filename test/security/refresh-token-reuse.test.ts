import { beforeEach, describe, expect, it } from 'vitest';
import {
  decodeJwt,
  expectRefusal,
  expectSignedIn,
  expectSignedOut,
  expectSuccess,
  ping,
  refresh,
  rotate,
  withTokens,
} from '../server/support/auth-helpers';
import { signedInMember, signIn, type SignedInMember } from '../server/support/members';
import { dialects } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * A refresh token works once. Presented again, by a thief who copied it or by a race of the
 * owner's own tabs, it means a copy exists: the whole sign-in is revoked, as session-tokens.ts
 * says, and only the one first use got a new pair.
 */
describe.each(dialects())('refresh token reuse (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;
  beforeEach(async () => {
    member = await signedInMember(server);
  });

  async function revocationOf(accessToken: string) {
    const familyId = String(decodeJwt(accessToken).payload.sid);
    return server.runtime.database.db
      .selectFrom('token_families')
      .select(['revoked_at', 'revoked_reason'])
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow();
  }

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
    expect(await revocationOf(member.accessToken)).toMatchObject({
      revoked_reason: 'refresh-token-reuse',
    });
  });

  it('leaves the member’s other sign-ins alone when one is revoked for reuse', async () => {
    const other = await signIn(server, member);
    const newest = await rotate(server, member);
    expectRefusal(await refresh(server, member), 'refreshRejected');
    await expectSignedOut(server, newest);
    await expectSignedIn(server, other);
  });

  it.each([3, 10])(
    'gives one new pair to %i concurrent refreshes with one token, refuses the rest with 4014 and revokes the sign-in as a reuse',
    async (concurrent) => {
      const results = await Promise.all(
        Array.from({ length: concurrent }, () => refresh(server, member)),
      );

      const granted = results.filter((result) => result.status === 200);
      expect(granted).toHaveLength(1);
      const winner = granted.map((result) => expectSuccess(result)).at(0);
      if (!winner) throw new Error('no refresh got a new pair');
      for (const refused of results.filter((result) => result.status !== 200))
        expectRefusal(refused, 'refreshRejected');

      const revocation = await revocationOf(member.accessToken);
      expect(revocation.revoked_at).not.toBeNull();
      expect(revocation.revoked_reason).toBe('refresh-token-reuse');
      // The pair the one first use got belongs to the revoked sign-in, so it is dead as well.
      await expectSignedOut(server, winner);
      await expectSignedOut(server, member);
    },
  );
});
