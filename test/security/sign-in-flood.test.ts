import { describe, expect, it, vi } from 'vitest';
import { API_ERRORS } from '../../src/contract/shared/error-codes';
import { HANGUL } from '../server/support/auth-helpers';
import { as, signedInMember } from '../server/support/members';
import { type CallResult, dialects } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * A flood of sign-ins (issue 9, item 2): password hashing runs in a bounded pool of its own, so
 * sign-ins beyond it are answered at once with "try again shortly", and signed-in requests do
 * not wait behind the hashing. Before, every sign-in queued on Node's shared thread pool, where
 * the token check waited too: a signed-in ping took as long as the flood.
 */
describe.each(dialects())('a flood of sign-ins (%s)', (dialect) => {
  const server = useTestServer(dialect, {
    env: {
      PASSWORD_HASH_COST: '15',
      PASSWORD_HASH_THREADS: '1',
      PASSWORD_HASH_QUEUE: '2',
    },
  });

  it('answers sign-ins beyond the hashing pool at once with 503 code 5031, and keeps signed-in calls moving', async () => {
    const member = await signedInMember(server);
    const finished: string[] = [];
    const flood = Array.from({ length: 24 }, (_, index) =>
      server
        .call('signIn', { body: { userId: `flood${index}`, password: 'Wrong!pass2026' } })
        .then((result) => {
          finished.push('sign-in');
          return result;
        }),
    );
    // Sent once the flood is in (the hashing thread at work): it must not wait for the hashing.
    await vi.waitUntil(() => server.runtime.hashingPool.load.running > 0, {
      timeout: 10_000,
      interval: 5,
    });
    const ping = await server.call<boolean>('ping', as(member)).then((result) => {
      finished.push('ping');
      return result;
    });
    const answers: CallResult[] = await Promise.all(flood);

    expect({ status: ping.status, data: ping.body.data }).toEqual({ status: 200, data: true });
    expect(finished.indexOf('ping')).toBeLessThan(finished.length - 1);
    expect(server.runtime.hashingPool.load).toEqual({ running: 0, waiting: 0 });

    const busy = answers.filter((answer) => answer.status === 503);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(busy.length + checked.length).toBe(24);
    // One thread and two waiting places (and the first decoy hash): at most a handful checked.
    expect(checked.length).toBeLessThanOrEqual(6);
    for (const answer of checked) expect(answer.body.code).toBe(API_ERRORS.wrongCredentials.code);
    for (const answer of busy) {
      expect(answer.body).toEqual({
        code: API_ERRORS.busy.code,
        message: API_ERRORS.busy.message,
        data: null,
      });
      expect(answer.body.message).toMatch(HANGUL);
      expect(answer.headers.get('retry-after')).toBe('2');
    }
  });
});
