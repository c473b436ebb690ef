import { beforeEach, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_REQUIRED } from '../../src/domain/session/second-factor';
import {
  decodeJwt,
  expectRefusal,
  expectSignedIn,
  expectSignedOut,
  expectSuccess,
  refresh,
  rotate,
  withTokens,
} from '../server/support/auth-helpers';
import { as, signedInMember, signIn, type SignedInMember } from '../server/support/members';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../server/support/office';
import { dialects, onSqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * Issue 27: a member signs in with the password alone; an administrator grants them the role;
 * their sign-in must not become an office session. Office calls need a sign-in that passed the
 * second factor (the access token's `amr` claim, kept on the sign-in's record so that refreshes
 * keep or lack it), and a role change, a lock or a second factor reset ends the account's
 * sign-ins: the access tokens at their next call, the refresh tokens at once.
 */
describe.each(dialects())('a sign-in upgraded by a role change (%s)', (dialect) => {
  const server = useTestServer(dialect, { seed: withOffice });
  let office: SignedInMember;
  let member: SignedInMember;

  async function withOffice(): Promise<void> {
    office = await signedInOffice(server);
  }

  beforeEach(async () => {
    member = await signedInMember(server, { userId: 'member2026' });
  });

  function grant(userId: string, role: 'admin' | 'member' = 'admin') {
    return server.call('changeRole', {
      ...as(office),
      params: { userId },
      body: { role, reason: '사무국 인사' },
    });
  }

  function readsMember(token: string, userId: string) {
    return server.call('memberDetail', { token, userId, params: { userId: office.userId } });
  }

  async function revocationOf(accessToken: string) {
    return server.runtime.database.db
      .selectFrom('token_families')
      .select(['revoked_at', 'revoked_reason'])
      .where('family_id', '=', String(decodeJwt(accessToken).payload.sid))
      .executeTakeFirstOrThrow();
  }

  it('refuses the member’s old access token and its refreshes for the office’s calls once the role is granted', async () => {
    const rotated = await rotate(server, member);
    expectSuccess(await grant(member.userId));

    for (const token of [member.accessToken, rotated.accessToken]) {
      expect((await readsMember(token, member.userId)).status).toBe(401);
    }
    expectRefusal(await refresh(server, rotated), 'refreshRejected');
    expect(await revocationOf(rotated.accessToken)).toMatchObject({
      revoked_reason: 'role-change',
    });

    // Signed in again, the new administrator goes through the second factor and is let in.
    const admin = await signIn(server, member);
    expect(decodeJwt(admin.accessToken).payload.amr).toEqual(['pwd', 'otp']);
    expect((await readsMember(admin.accessToken, member.userId)).status).toBe(200);
  });

  onSqliteOnly(dialect)(
    'refuses an office call from a sign-in without the second factor, whatever the role, refreshed or not',
    async () => {
      // The role set behind the use case's back: the sign-in stays, only the claim can refuse it.
      await server.runtime.ports.store.accounts.update(member.userId, { role: 'admin' });
      await expectSignedIn(server, member);
      const refused = await readsMember(member.accessToken, member.userId);
      expectRefusal(refused, 'forbidden');
      expect(refused.body.message).toBe(SECOND_FACTOR_REQUIRED);
      expect(decodeJwt(member.accessToken).payload.amr).toEqual(['pwd']);

      const refreshed = withTokens(member, await rotate(server, member));
      expect(decodeJwt(refreshed.accessToken).payload).toMatchObject({
        role: 'admin',
        amr: ['pwd'],
      });
      expectRefusal(await readsMember(refreshed.accessToken, member.userId), 'forbidden');
    },
  );

  it('ends every sign-in of an account whose role is taken away, locked or whose second factor is reset', async () => {
    const { officeActions, secondFactor } = server.runtime.services;
    const actor = { id: OFFICE_ADMINISTRATOR.userId, ip: null };
    expectSuccess(await grant(member.userId));
    const deputy = await signIn(server, member);
    const second = await signIn(server, member);
    await secondFactor.reset(member.userId);
    for (const each of [deputy, second]) {
      await expectSignedOut(server, each);
      expect(await revocationOf(each.accessToken)).toMatchObject({
        revoked_reason: 'second-factor-reset',
      });
    }

    const enrolledAgain = await signIn(server, member);
    expectSuccess(await grant(member.userId, 'member'));
    await expectSignedOut(server, enrolledAgain);
    expect(await revocationOf(enrolledAgain.accessToken)).toMatchObject({
      revoked_reason: 'role-change',
    });

    const asMember = await signIn(server, member);
    await officeActions.lockMember(actor, member.userId, '회칙 위반 신고 확인');
    await officeActions.unlockMember(actor, member.userId, '소명 확인');
    await expectSignedOut(server, asMember);
    expect(await revocationOf(asMember.accessToken)).toMatchObject({
      revoked_reason: 'office-lock',
    });
  });
});
