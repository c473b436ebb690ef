import { describe, expect, it, vi } from 'vitest';
import {
  ERASED_PASSWORD_HASH,
  NO_PASSWORD_HASH,
} from '../../../../../server/domain/shared/account';
import type { TokensBody } from '../../../../../src/contract/session';
import { formatClockTime } from '../../../../../src/domain/shared/format/date-format';
import { NOT_APPROVED_MESSAGE } from '../../../../../src/domain/session/tokens';
import { expectRefusal, expectSuccess, ONE_MINUTE } from '../../../support/auth-helpers';
import { approve, registerMember, type TestMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(dialects())('signIn (%s)', (dialect) => {
  const server = useTestServer(dialect);

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
    await server.runtime.services.administration.rejectMember(
      'test-admin',
      member.userId,
      '졸업 기록을 확인할 수 없습니다',
    );
    const result = await signIn(member.userId, member.password);
    expectRefusal(result, 'accountRejected');
    expect(result.body.message).toContain('졸업 기록을 확인할 수 없습니다');
  });

  it('answers a withdrawn id as an unknown one, whatever the password', async () => {
    const member = await approvedMember();
    const signedIn = expectSuccess(await signIn(member.userId, member.password));
    expectSuccess(
      await server.call('withdraw', {
        token: signedIn?.accessToken ?? '',
        body: { password: member.password, reason: '' },
      }),
    );
    const right = await signIn(member.userId, member.password);
    const wrong = await signIn(member.userId, 'Wrong!pass2026');
    const unknown = await signIn('nosuchmember', member.password);
    expectRefusal(right, 'wrongCredentials');
    expect(right.body).toEqual(unknown.body);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('answers an account without a usable password (the demo’s alumni, an erased one) as an unknown id, after checking the decoy', async () => {
    for (const passwordHash of [NO_PASSWORD_HASH, ERASED_PASSWORD_HASH]) {
      const member = await approvedMember();
      await server.runtime.ports.store.accounts.update(member.userId, { passwordHash });
      const verify = vi.spyOn(server.runtime.ports.hasher, 'verify');
      try {
        const answer = await signIn(member.userId, passwordHash);
        const unknown = await signIn('nosuchmember', passwordHash);
        expectRefusal(answer, 'wrongCredentials');
        expect(answer.body).toEqual(unknown.body);
        // Both were checked against a real hash, so that they take as long as a known id.
        expect(verify.mock.calls.map(([, stored]) => stored.split('$')[0])).toEqual([
          'scrypt',
          'scrypt',
        ]);
      } finally {
        verify.mockRestore();
      }
    }
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

  it('makes the sixth try from one address wait a minute: 429 code 4290, until when (HH:mm), Retry-After', async () => {
    const member = await approvedMember();
    await failTimes(member, 5);

    const sixth = await signIn(member.userId, 'Wrong!pass2026');
    expectRefusal(sixth, 'tooManyAttempts');
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const until = new Date(server.clock.now().getTime() + retryAfter * 1000);
    expect(sixth.body.message).toContain('로그인에 여러 번 실패하여 잠시 로그인할 수 없습니다');
    expect(sixth.body.message).toMatch(/\b\d{2}:\d{2} 이후에 다시 시도해 주세요/u);
    expect([formatClockTime(until), formatClockTime(new Date(until.getTime() - 1000))]).toContain(
      /(\d{2}:\d{2}) 이후에/u.exec(sixth.body.message ?? '')?.[1],
    );
  });

  it('refuses even the right password during the wait, and takes it once the wait is over', async () => {
    const member = await approvedMember();
    await failTimes(member, 5);
    server.clock.advance(50_000);
    expectRefusal(await signIn(member.userId, member.password), 'tooManyAttempts');

    server.clock.advance(ONE_MINUTE);
    expectSuccess(await signIn(member.userId, member.password));
  });

  it('makes the waits grow with every further failure: 1, 2, 5, 10, 15 minutes', async () => {
    const member = await approvedMember();
    await failTimes(member, 4);
    for (const minutes of [1, 2, 5, 10, 15, 15]) {
      expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'wrongCredentials');
      const early = await signIn(member.userId, member.password);
      expectRefusal(early, 'tooManyAttempts');
      expect(Number(early.headers.get('retry-after'))).toBe(minutes * 60);
      server.clock.advance(minutes * ONE_MINUTE);
    }
    expectSuccess(await signIn(member.userId, member.password));
  });

  it('does not count a refused try during a wait towards the next wait', async () => {
    const member = await approvedMember();
    await failTimes(member, 5);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'tooManyAttempts');
    }
    server.clock.advance(ONE_MINUTE);
    expectRefusal(await signIn(member.userId, 'Wrong!pass2026'), 'wrongCredentials');
    const next = await signIn(member.userId, member.password);
    expect(Number(next.headers.get('retry-after'))).toBe(2 * 60);
  });

  it('starts the count afresh after a success', async () => {
    const member = await approvedMember();
    await failTimes(member, 4);
    expectSuccess(await signIn(member.userId, member.password));

    await failTimes(member, 4);
    expectSuccess(await signIn(member.userId, member.password));
  });

  it('forgets failures after a quiet day', async () => {
    const member = await approvedMember();
    await failTimes(member, 4);
    server.clock.advance(25 * 60 * ONE_MINUTE);
    await failTimes(member, 4);
    expectSuccess(await signIn(member.userId, member.password));
  });

  it('holds back only the id that failed', async () => {
    const member = await approvedMember();
    const other = await approvedMember();
    await failTimes(member, 5);
    expectRefusal(await signIn(member.userId, member.password), 'tooManyAttempts');
    expectSuccess(await signIn(other.userId, other.password));
  });

  it('answers an unknown id alike: counted, then held back the same way', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectRefusal(await signIn('nosuchmember', 'Wrong!pass2026'), 'wrongCredentials');
    }
    expectRefusal(await signIn('nosuchmember', 'Wrong!pass2026'), 'tooManyAttempts');
  });

  it('refuses a body without a password in Korean', async () => {
    const result = await server.call('signIn', { body: { userId: 'someone' } });
    expectRefusal(result, 'invalidInput');
  });
});
