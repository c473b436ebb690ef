import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefusal, HANGUL } from '../../../support/auth-helpers';
import { as, registerMember, signIn, type SignedInMember } from '../../../support/members';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(sqliteOnly())('administrators’ calls (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let admin: SignedInMember;

  beforeEach(async () => {
    const credentials = {
      userId: 'office2026',
      password: 'Office!2026admin',
      name: '사무국',
      email: 'office@example.com',
    };
    await server.runtime.services.administration.createAdministrator(credentials);
    admin = await signIn(server, credentials);
  });

  it('lists the members awaiting approval', async () => {
    const pending = await registerMember(server, { userId: 'newbie2026', name: '신입생' });
    const result = await server.call<{ items: { userId: string; status: string }[] }>(
      'listMembers',
      { ...as(admin), query: { status: 'pending' } },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.items).toEqual([
      expect.objectContaining({ userId: pending.userId, status: 'pending', name: '신입생' }),
    ]);
  });

  it('approves: the member can sign in and gets a Korean e-mail', async () => {
    const pending = await registerMember(server, { userId: 'newbie2027' });
    const result = await server.call('approveMember', {
      ...as(admin),
      params: { userId: pending.userId },
    });
    expect(result.body).toMatchObject({ code: 0 });
    const signedIn = await signIn(server, pending);
    expect(signedIn.accessToken).toBeTruthy();
    const mail = server
      .mails()
      .filter((each) => each.to.includes(pending.email))
      .at(-1);
    expect(mail?.subject).toMatch(HANGUL);
    expect(mail?.text).toMatch(/승인/u);
  });

  it('rejects with a reason: the e-mail gives it, and sign-in is refused', async () => {
    const pending = await registerMember(server, { userId: 'newbie2028' });
    const result = await server.call('rejectMember', {
      ...as(admin),
      params: { userId: pending.userId },
      body: { reason: '졸업 기수를 확인할 수 없습니다.' },
    });
    expect(result.body).toMatchObject({ code: 0 });
    const mail = server
      .mails()
      .filter((each) => each.to.includes(pending.email))
      .at(-1);
    expect(mail?.text).toContain('졸업 기수를 확인할 수 없습니다.');
    const again = await server.call('signIn', {
      body: { userId: pending.userId, password: pending.password },
    });
    expectRefusal(again, 'accountRejected');
    expect(again.body.message).toContain('졸업 기수를 확인할 수 없습니다.');
  });

  it('refuses bad requests clearly and changes nothing', async () => {
    const pending = await registerMember(server, { userId: 'newbie2029' });
    const unknown = await server.call('approveMember', {
      ...as(admin),
      params: { userId: 'nobody2026' },
    });
    expectRefusal(unknown, 'notFound');

    for (const body of [{}, { reason: '' }, { reason: '가'.repeat(501) }, { reason: 7 }]) {
      const result = await server.call('rejectMember', {
        ...as(admin),
        params: { userId: pending.userId },
        body,
      });
      expectRefusal(result, 'invalidInput');
    }
    const stillPending = await server.call<{ items: { userId: string }[] }>('listMembers', {
      ...as(admin),
      query: { status: 'pending' },
    });
    expect(stillPending.body.data.items.map(({ userId }) => userId)).toEqual([pending.userId]);

    await server.call('approveMember', { ...as(admin), params: { userId: pending.userId } });
    const twice = await server.call('approveMember', {
      ...as(admin),
      params: { userId: pending.userId },
    });
    expectRefusal(twice, 'invalidState');
  });

  it('answers anonymous callers with 401', async () => {
    expectRefusal(await server.call('listMembers', {}), 'unauthenticated');
  });
});
