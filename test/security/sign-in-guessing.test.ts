import { describe, expect, it, vi } from 'vitest';
import type { ApiErrorKey } from '../../src/contract/shared/error-codes';
import { API_ERRORS } from '../../src/contract/shared/error-codes';
import {
  expectRefusal,
  expectSuccess,
  requestCode,
  wrongCodeFor,
} from '../server/support/auth-helpers';
import {
  approve,
  as,
  registerMember,
  signedInMember,
  type TestMember,
} from '../server/support/members';
import { type CallResult, dialects } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * Password and code guessing with parallel requests (issue 9, item 1) and a stranger holding
 * the owner back (item 7). Every count is taken in the database before the secret is checked,
 * so a burst of parallel guesses gets no more tries than the same guesses one after another.
 */
const WRONG = 'Wrong!pass2026';

/** The refusal keys of a batch of answers, counted. */
function tally(results: readonly CallResult[]): Partial<Record<ApiErrorKey | 'ok', number>> {
  const counts: Partial<Record<ApiErrorKey | 'ok', number>> = {};
  for (const result of results) {
    const key =
      result.body.code === 0
        ? 'ok'
        : (Object.entries(API_ERRORS).find(([, error]) => error.code === result.body.code)?.[0] as
            ApiErrorKey | undefined);
    if (!key) throw new Error(`unexpected answer ${result.status} ${JSON.stringify(result.body)}`);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.each(dialects())('guessing a password or a code in parallel (%s)', (dialect) => {
  // Behind a proxy that says who the client is, so that tests can come from several addresses.
  const server = useTestServer(dialect, { env: { TRUST_PROXY: 'true' } });

  const signInFrom = (address: string, userId: string, password: string) =>
    server.call('signIn', {
      body: { userId, password },
      headers: { 'x-forwarded-for': address },
    });

  async function approvedMember(): Promise<TestMember> {
    const member = await registerMember(server);
    await approve(server, member.userId);
    return member;
  }

  it('checks only five of nineteen simultaneous wrong passwords, then refuses the right one', async () => {
    const member = await approvedMember();
    const burst = await Promise.all(
      Array.from({ length: 19 }, () => signInFrom('203.0.113.7', member.userId, WRONG)),
    );
    expect(tally(burst)).toEqual({ wrongCredentials: 5, tooManyAttempts: 14 });
    expectRefusal(
      await signInFrom('203.0.113.7', member.userId, member.password),
      'tooManyAttempts',
    );
  });

  it('checks at most five guesses per address when three addresses guess at once', async () => {
    const member = await approvedMember();
    const addresses = ['203.0.113.7', '198.51.100.23', '192.0.2.99'];
    const bursts = await Promise.all(
      addresses.flatMap((address) =>
        Array.from({ length: 19 }, () => signInFrom(address, member.userId, WRONG)),
      ),
    );
    expect(tally(bursts)).toEqual({ wrongCredentials: 15, tooManyAttempts: 42 });
  });

  it('holds back the id from every address after twenty failures, whatever their addresses', async () => {
    const member = await approvedMember();
    for (let address = 1; address <= 4; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expectRefusal(
          await signInFrom(`10.0.0.${address}`, member.userId, WRONG),
          'wrongCredentials',
        );
      }
    }
    expectRefusal(await signInFrom('10.0.0.99', member.userId, WRONG), 'tooManyAttempts');
  });

  it('never lets a stranger keep the owner out: five failures elsewhere leave the owner’s address free', async () => {
    const member = await approvedMember();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await signInFrom('203.0.113.7', member.userId, WRONG);
    }
    expectRefusal(await signInFrom('203.0.113.7', member.userId, WRONG), 'tooManyAttempts');
    expectSuccess(await signInFrom('198.51.100.23', member.userId, member.password));
  });

  it('answers unknown, withdrawn and wrong-password ids alike, after one password check each', async () => {
    const member = await approvedMember();
    const withdrawn = await signedInMember(server);
    expectSuccess(
      await server.call('withdraw', {
        ...as(withdrawn),
        body: { password: withdrawn.password, reason: '' },
      }),
    );
    const verify = vi.spyOn(server.runtime.ports.hasher, 'verify');
    const answers = [
      await signInFrom('203.0.113.7', 'nosuchmember', WRONG),
      await signInFrom('203.0.113.7', withdrawn.userId, withdrawn.password),
      await signInFrom('203.0.113.7', member.userId, WRONG),
    ];
    expect(verify).toHaveBeenCalledTimes(3);
    for (const answer of answers) expectRefusal(answer, 'wrongCredentials');
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);

    // Held back alike too, and with no password check at all.
    for (const userId of ['nosuchmember', withdrawn.userId, member.userId]) {
      for (let attempt = 0; attempt < 5; attempt += 1) await signInFrom('192.0.2.1', userId, WRONG);
    }
    verify.mockClear();
    const heldBack = await Promise.all(
      ['nosuchmember', withdrawn.userId, member.userId].map((userId) =>
        signInFrom('192.0.2.1', userId, WRONG),
      ),
    );
    expect(verify).not.toHaveBeenCalled();
    for (const answer of heldBack) expectRefusal(answer, 'tooManyAttempts');
  });

  it('checks only five of twenty simultaneous wrong e-mail codes, then refuses the right one', async () => {
    const email = 'guess@example.com';
    const code = await requestCode(server, email, 'findId');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call('findId', { body: { name: '김민수', email, authCode: wrongCodeFor(code) } }),
      ),
    );
    // Four wrong codes say how many tries are left; the fifth and the rest that the code is spent.
    expect(tally(burst)).toEqual({ invalidAuthCode: 4, expiredAuthCode: 16 });
    expectRefusal(
      await server.call('findId', { body: { name: '김민수', email, authCode: code } }),
      'expiredAuthCode',
    );
  });

  it('uses a right code once when it arrives twice at the same moment', async () => {
    const email = 'twice@example.com';
    const code = await requestCode(server, email, 'findId');
    const both = await Promise.all(
      [1, 2].map(() => server.call('findId', { body: { name: '김민수', email, authCode: code } })),
    );
    expect(tally(both)).toEqual({ ok: 1, expiredAuthCode: 1 });
  });

  it('sends one code mail for ten simultaneous requests, and a stranger’s request blocks no other purpose', async () => {
    const email = 'owner@example.com';
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call('sendAuthMail', { body: { email, purpose: 'findPassword' } }),
      ),
    );
    expect(tally(burst)).toEqual({ ok: 1, authMailTooSoon: 9 });
    expect(server.mails().filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expectSuccess(await server.call('sendAuthMail', { body: { email, purpose: 'findId' } }));
  });

  it('counts wrong current passwords on the password change: five, then a wait even for the right one', async () => {
    const member = await signedInMember(server);
    const change = (currentPassword: string) =>
      server.call('changeMyPassword', {
        ...as(member),
        body: { currentPassword, newPassword: 'Another!pass2027' },
      });
    const burst = await Promise.all(Array.from({ length: 12 }, () => change(WRONG)));
    expect(tally(burst)).toEqual({ wrongPassword: 5, tooManyAttempts: 7 });
    expectRefusal(await change(member.password), 'tooManyAttempts');
    server.clock.advance(60_000);
    expectSuccess(await change(member.password));
  });

  it('counts wrong passwords on withdrawal the same way', async () => {
    const member = await signedInMember(server);
    const withdraw = (password: string) =>
      server.call('withdraw', { ...as(member), body: { password, reason: '' } });
    const burst = await Promise.all(Array.from({ length: 8 }, () => withdraw(WRONG)));
    expect(tally(burst)).toEqual({ wrongPassword: 5, tooManyAttempts: 3 });
    expectRefusal(await withdraw(member.password), 'tooManyAttempts');
  });
});
