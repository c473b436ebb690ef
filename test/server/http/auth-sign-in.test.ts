import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokensBody } from '../../../src/contract/schemas/auth';
import { formatClockTime } from '../../../src/domain/format/date-format';
import { NOT_APPROVED_MESSAGE } from '../../../src/domain/session/tokens';
import { expectRefusal, expectSuccess, ONE_MINUTE } from '../support/auth-helpers';
import { approve, registerMember, type TestMember } from '../support/members';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

describe.each(dialects())('signIn (%s)', (dialect) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(dialect);
  });
  afterEach(async () => {
    await server.close();
  });

  function signIn(userId: string, password: string) {
    return server.call<TokensBody | null>('signIn', { body: { userId, password } });
  }

  async function approvedMember(): Promise<TestMember> {
    const member = await registerMember(server);
    await approve(server, member.userId);
    return member;
  }

  async function failTimes(member: TestMember, times: number) {
    for (let attempt = 1; attempt <= times; attempt += 1) {
      expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'wrongCredentials');
    }
  }

  it('gives an approved member an access and a refresh token', async () => {
    const member = await approvedMember();
    const result = await signIn(member.userId, member.password);
    const tokens = expectSuccess(result);
    expect(result.body.message).toBeNull();
    expect(tokens?.accessToken.split('.')).toHaveLength(3);
    expect(tokens?.refreshToken).toMatch(/^[A-Za-z0-9_-]{32,}$/u);
  });

  it('gives a pending member no tokens, only the not-approved message with code 0', async () => {
    const member = await registerMember(server);
    const result = await signIn(member.userId, member.password);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: 0, message: NOT_APPROVED_MESSAGE, data: null });
  });

  it('tells a pending member with a wrong password only that the credentials are wrong', async () => {
    const member = await registerMember(server);
    expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'wrongCredentials');
  });

  it('refuses a rejected member with 403 code 4031, giving the reason', async () => {
    const member = await registerMember(server);
    await server.runtime.services.administration.reject(
      'test-admin',
      member.userId,
      '졸업 기록을 확인할 수 없습니다',
    );
    const result = await signIn(member.userId, member.password);
    expectRefusal(result, 'accountRejected');
    expect(result.body.message).toContain('졸업 기록을 확인할 수 없습니다');
  });

  it('refuses a withdrawn member with 403 code 4032', async () => {
    const member = await approvedMember();
    const signedIn = expectSuccess(await signIn(member.userId, member.password));
    expectSuccess(
      await server.call('withdraw', {
        token: signedIn?.accessToken ?? '',
        body: { password: member.password, reason: '' },
      }),
    );
    const result = await signIn(member.userId, member.password);
    expectRefusal(result, 'accountWithdrawn');
    expect(result.body.message).toBe('탈퇴한 계정입니다.');
  });

  it('answers a wrong password and an unknown id with the same 401 code 4013 and message', async () => {
    const member = await approvedMember();
    const wrongPassword = await signIn(member.userId, 'Wrong!pass2026');
    const unknownId = await signIn('nosuchmember', member.password);
    expectRefusal(wrongPassword, 'wrongCredentials');
    expect(unknownId.status).toBe(wrongPassword.status);
    expect(unknownId.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body.message).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
  });

  it('reads the id without regard to case or surrounding spaces', async () => {
    const member = await approvedMember();
    for (const userId of [member.userId.toUpperCase(), ` ${member.userId} `]) {
      const tokens = expectSuccess(await signIn(userId, member.password));
      expect(tokens?.accessToken).toBeTruthy();
    }
  });

  it('checks the password exactly, case included', async () => {
    const member = await approvedMember();
    expectRefusal(await signIn(member.userId, member.password.toUpperCase()), 'wrongCredentials');
    expectRefusal(await signIn(member.userId, `${member.password} `), 'wrongCredentials');
  });

  it('locks the account on the fifth failure in a row: 429 code 4290, until when (HH:mm), Retry-After', async () => {
    const member = await approvedMember();
    await failTimes(member, 4);

    const fifth = await signIn(member.userId, 'Wrong!pass2026');
    expectRefusal(fifth, 'accountLocked');
    const account = await server.runtime.context.store.accounts.find(member.userId);
    const lockedUntil = account?.lockedUntil ?? '';
    const minutes = (Date.parse(lockedUntil) - server.clock.now().getTime()) / ONE_MINUTE;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(fifth.body.message).toContain('5회 연속 실패하여 계정이 15분 동안 잠겼습니다');
    expect(fifth.body.message).toContain(
      `${formatClockTime(lockedUntil)} 이후에 다시 시도해 주세요`,
    );
    expect(fifth.body.message).toMatch(/\b\d{2}:\d{2} 이후에/u);

    const retryAfter = Number(fifth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses even the right password while the account is locked', async () => {
    const member = await approvedMember();
    await failTimes(member, 4);
    expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'accountLocked');

    server.clock.advance(14 * ONE_MINUTE);
    const right = await signIn(member.userId, member.password);
    expectRefusal(right, 'accountLocked');
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('opens again after 15 minutes, with the failure count started afresh', async () => {
    const member = await approvedMember();
    await failTimes(member, 4);
    expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'accountLocked');

    server.clock.advance(15 * ONE_MINUTE);
    expectSuccess(await signIn(member.userId, member.password));
    const account = await server.runtime.context.store.accounts.find(member.userId);
    expect(account).toMatchObject({ failedSignIns: 0, lockedUntil: null });

    await failTimes(member, 4);
    expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'accountLocked');
  });

  it('starts counting afresh after the lock even without a success in between', async () => {
    const member = await approvedMember();
    await failTimes(member, 4);
    expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'accountLocked');

    server.clock.advance(15 * ONE_MINUTE);
    await failTimes(member, 4);
    expectSuccess(await signIn(member.userId, member.password));
  });

  it('resets the failure count on a success', async () => {
    const member = await approvedMember();
    await failTimes(member, 4);
    expectSuccess(await signIn(member.userId, member.password));

    await failTimes(member, 4);
    expectSuccess(await signIn(member.userId, member.password));
    const account = await server.runtime.context.store.accounts.find(member.userId);
    expect(account?.failedSignIns).toBe(0);
  });

  it('locks only the account that failed', async () => {
    const member = await approvedMember();
    const other = await approvedMember();
    await failTimes(member, 4);
    expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'accountLocked');
    expectSuccess(await signIn(other.userId, other.password));
  });

  it('refuses a body without a password in Korean', async () => {
    const result = await server.call('signIn', { body: { userId: 'someone' } });
    expectRefusal(result, 'invalidInput');
  });
});
