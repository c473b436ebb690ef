import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectRefusal,
  expectSignedIn,
  expectSignedOut,
  expectSuccess,
  ONE_MINUTE,
  requestCode,
} from '../../../support/auth-helpers';
import { as, signedInMember, signIn, type SignedInMember } from '../../../support/members';
import { aSignUpBody } from '../../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(dialects())('withdraw (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;
  beforeEach(async () => {
    member = await signedInMember(server, { userId: 'leaver2026', name: '정하늘' });
  });

  function withdraw(who: SignedInMember, password: string, reason = '해외 이주') {
    return server.call('withdraw', { ...as(who), body: { password, reason } });
  }

  it('needs the right password: 400 code 4004 otherwise, and nothing changes', async () => {
    const result = await withdraw(member, 'Wrong!pass2026');
    expectRefusal(result, 'wrongPassword');
    expect(result.body.message).toBe('비밀번호가 올바르지 않습니다.');

    const account = await server.runtime.ports.store.accounts.find(member.userId);
    expect(account).toMatchObject({ status: 'approved', name: '정하늘', email: member.email });
    await expectSignedIn(server, member);
  });

  it('needs a signed-in member: 401 code 4010 without a token', async () => {
    const result = await server.call('withdraw', {
      body: { password: member.password, reason: '' },
    });
    expectRefusal(result, 'unauthenticated');
  });

  it('withdraws with the right password', async () => {
    const result = await withdraw(member, member.password);
    expect(result.body).toEqual({ code: 0, message: null, data: null });
  });

  it('erases the personal data in the database, keeping only the id and the dates', async () => {
    expectSuccess(await withdraw(member, member.password));
    const account = await server.runtime.ports.store.accounts.find(member.userId);
    expect(account).toMatchObject({
      userId: member.userId,
      status: 'withdrawn',
      name: null,
      email: null,
      mobile: null,
      address: null,
      birthDate: null,
      company: null,
      jobTitle: null,
      graduationYear: null,
      classNumber: null,
      profileImageMstId: null,
    });
    expect(account?.withdrawnAt).toEqual(expect.any(String));
    expect(await server.runtime.ports.store.accounts.findByEmail(member.email)).toEqual([]);
  });

  it('refuses the id at sign-in afterwards as an unknown id (401 code 4013), even with the old password', async () => {
    expectSuccess(await withdraw(member, member.password));
    for (const password of [member.password, 'Wrong!pass2026']) {
      const result = await server.call('signIn', { body: { userId: member.userId, password } });
      expectRefusal(result, 'wrongCredentials');
    }
  });

  it('never lets the id be registered again: checkId unavailable, signUp 409 code 4090', async () => {
    expectSuccess(await withdraw(member, member.password));

    const check = await server.call<{ available: boolean; message: string }>('checkId', {
      query: { id: member.userId },
    });
    expect(expectSuccess(check)).toEqual({
      available: false,
      message: '이미 사용 중인 아이디입니다.',
    });

    server.clock.advance(ONE_MINUTE);
    const body = aSignUpBody({ userId: member.userId, email: member.email });
    const emailAuthCode = await requestCode(server, body.email, 'signUp');
    const signUp = await server.call('signUp', { body: { ...body, emailAuthCode } });
    expectRefusal(signUp, 'userIdTaken');
  });

  it('ends every sign-in of the member at once', async () => {
    const secondSignIn = await signIn(server, member);
    expectSuccess(await withdraw(member, member.password));
    await expectSignedOut(server, member);
    await expectSignedOut(server, secondSignIn);
  });

  it('leaves another member untouched', async () => {
    const other = await signedInMember(server, { name: '한가람' });
    expectSuccess(await withdraw(member, member.password));

    await expectSignedIn(server, other);
    const account = await server.runtime.ports.store.accounts.find(other.userId);
    expect(account).toMatchObject({ status: 'approved', name: '한가람', email: other.email });
    const again = await signIn(server, other);
    await expectSignedIn(server, again);
  });

  it('lets the address be used for a new account under a new id', async () => {
    expectSuccess(await withdraw(member, member.password));
    server.clock.advance(ONE_MINUTE);
    const body = aSignUpBody({ userId: 'returner2026', email: member.email });
    const emailAuthCode = await requestCode(server, body.email, 'signUp');
    const result = await server.call('signUp', { body: { ...body, emailAuthCode } });
    expect(expectSuccess(result)).toEqual({ userId: 'returner2026', status: 'pending' });
  });
});
