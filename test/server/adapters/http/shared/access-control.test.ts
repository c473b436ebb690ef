import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefusal, expectSuccess, HANGUL } from '../../../support/auth-helpers';
import { as, registerMember, signedInMember, type SignedInMember } from '../../../support/members';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(sqliteOnly())('access control (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let alice: SignedInMember;

  beforeEach(async () => {
    alice = await signedInMember(server, { userId: 'alice2026', name: '김앨리' });
  });

  it('a pending account gets no tokens and nothing else', async () => {
    const pending = await registerMember(server, { userId: 'wait2026' });
    const result = await server.call('signIn', {
      body: { userId: pending.userId, password: pending.password },
    });
    expect(result.body).toEqual({ code: 0, message: expect.stringMatching(HANGUL), data: null });
    expect(JSON.stringify(result.body)).not.toContain('accessToken');
  });

  it('a rejected account cannot sign in and gets no tokens', async () => {
    const member = await registerMember(server, { userId: 'later2026' });
    await server.runtime.services.administration.rejectMember(
      'test-admin',
      member.userId,
      '졸업생 확인 불가',
    );
    const again = await server.call('signIn', {
      body: { userId: member.userId, password: member.password },
    });
    expectRefusal(again, 'accountRejected');
  });

  it('a withdrawn account cannot sign in (told as a wrong password), and its earlier token stops working', async () => {
    const leaving = await signedInMember(server, { userId: 'gone2026' });
    const withdrawn = await server.call('withdraw', {
      ...as(leaving),
      body: { password: leaving.password, reason: '이사' },
    });
    expectSuccess(withdrawn);
    const again = await server.call('signIn', {
      body: { userId: leaving.userId, password: leaving.password },
    });
    expectRefusal(again, 'wrongCredentials');
    expectRefusal(await server.call('getMyInfo', as(leaving)), 'unauthenticated');
    expect(expectSuccess(await server.call('ping', as(leaving)))).toBe(false);
  });

  it('a plain member cannot use the administrators’ calls', async () => {
    const pending = await registerMember(server, { userId: 'wait2027' });
    expectRefusal(await server.call('listMembers', as(alice)), 'forbidden');
    const approval = await server.call('approveMember', {
      ...as(alice),
      params: { userId: pending.userId },
    });
    expectRefusal(approval, 'forbidden');
    const stillPending = await server.call('signIn', {
      body: { userId: pending.userId, password: pending.password },
    });
    expect(stillPending.body).toEqual({
      code: 0,
      message: expect.stringMatching(HANGUL),
      data: null,
    });
  });
});
