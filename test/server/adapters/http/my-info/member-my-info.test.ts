import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberProfileData } from '../../../../../src/contract/shared/member-schemas';
import { expectRefusal } from '../../../support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { anUpdateOf } from '../../../../support/members';
import { HAEUNDAE_48058, SEO_DAEJEON_35242, typedByHand } from '../../../../support/addresses';
import { PRIVACY, sharing } from '../../../../support/privacy';
import { dialects, onSqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(dialects())('my info (%s)', (dialect) => {
  // The feature's PostgreSQL flow and what the database decides run on both; the rest on SQLite.
  const itOnSqlite = onSqliteOnly(dialect);
  const server = useTestServer(dialect);
  let member: SignedInMember;

  beforeEach(async () => {
    member = await signedInMember(server, { userId: 'mine2026', name: '나동문' });
  });

  async function mine(): Promise<MemberProfileData> {
    return (await server.call<MemberProfileData>('getMyInfo', as(member))).body.data;
  }

  itOnSqlite('reads my own information, every directory field private by default', async () => {
    const profile = await mine();
    expect(profile).toMatchObject({
      userId: 'mine2026',
      name: '나동문',
      status: 'approved',
      role: 'member',
      privacy: PRIVACY.none,
    });
  });

  it('updates the profile: mobile, class, course, company, title, address and privacy', async () => {
    const before = await mine();
    const result = await server.call<MemberProfileData>('updateMyInfo', {
      ...as(member),
      body: anUpdateOf(before, {
        mobile: '010-2222-3333',
        graduationYear: 2005,
        classNumber: 77,
        course: '인문계',
        company: '새빛상사',
        jobTitle: '차장',
        address: { ...HAEUNDAE_48058, daddr: '5층' },
        privacy: sharing('phone', 'company', 'region'),
      }),
    });
    expect(result.status).toBe(200);
    expect(await mine()).toMatchObject({
      mobile: '010-2222-3333',
      graduationYear: 2005,
      classNumber: 77,
      company: '새빛상사',
      address: { city: '2600000000', sgg: '2635000000', daddr: '5층' },
      privacy: sharing('phone', 'company', 'region'),
    });
  });

  itOnSqlite(
    'stores an address typed by hand (no 시·군·구 code) and refuses codes that do not fit',
    async () => {
      const before = await mine();
      const typed = typedByHand({ ...SEO_DAEJEON_35242, daddr: '3층' });
      const stored = await server.call('updateMyInfo', {
        ...as(member),
        body: anUpdateOf(before, { address: typed }),
      });
      expect(stored.status).toBe(200);
      expect((await mine()).address).toEqual(typed);

      for (const address of [
        { ...typed, sgg: '123' },
        { ...typed, city: '4200000000' },
        { ...typed, city: '1100000000', sgg: '2635000000' },
      ]) {
        const refused = await server.call('updateMyInfo', {
          ...as(member),
          body: anUpdateOf(before, { address }),
        });
        expect(refused.status, JSON.stringify(address)).toBe(400);
        expectRefusal(refused, 'invalidInput');
      }
      expect((await mine()).address).toEqual(typed);
    },
  );

  itOnSqlite('changes the e-mail only with a fresh code sent to the new address', async () => {
    const before = await mine();
    const without = await server.call('updateMyInfo', {
      ...as(member),
      body: anUpdateOf(before, { email: 'new-mine@example.com' }),
    });
    expectRefusal(without, 'invalidInput');
    expect((await mine()).email).toBe(before.email);

    await server.call('sendAuthMail', {
      ...as(member),
      body: { email: 'new-mine@example.com', purpose: 'changeEmail' },
    });
    const code = server.lastCodeSentTo('new-mine@example.com');
    const withCode = await server.call('updateMyInfo', {
      ...as(member),
      body: anUpdateOf(before, { email: 'new-mine@example.com', emailAuthCode: code }),
    });
    expect(withCode.status).toBe(200);
    expect((await mine()).email).toBe('new-mine@example.com');
  });

  itOnSqlite('changes the password with the current one; the old one stops working', async () => {
    const wrong = await server.call('changeMyPassword', {
      ...as(member),
      body: { currentPassword: 'Not!theRight1', newPassword: 'Brand!new2027pw' },
    });
    expectRefusal(wrong, 'wrongPassword');
    const weak = await server.call('changeMyPassword', {
      ...as(member),
      body: { currentPassword: member.password, newPassword: 'password' },
    });
    expectRefusal(weak, 'invalidInput');

    const changed = await server.call('changeMyPassword', {
      ...as(member),
      body: { currentPassword: member.password, newPassword: 'Brand!new2027pw' },
    });
    expect(changed.status).toBe(200);
    const old = await server.call('signIn', {
      body: { userId: member.userId, password: member.password },
    });
    expectRefusal(old, 'wrongCredentials');
    const fresh = await server.call('signIn', {
      body: { userId: member.userId, password: 'Brand!new2027pw' },
    });
    expect(fresh.body).toMatchObject({
      code: 0,
      data: { accessToken: expect.any(String) as string },
    });
  });
});
