import { describe, expect, it } from 'vitest';
import type { ThrottleSchedule } from '../../../../../server/domain/shared/attempt-throttle';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const SCHEDULE: ThrottleSchedule = {
  freeAttempts: 3,
  delaysMs: [60_000, 120_000],
  forgetAfterMs: 24 * 60 * 60_000,
};
const T0 = new Date('2026-11-23T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe.each(dialects())('attempt throttle repository (%s)', (dialect) => {
  const server = useTestServer(dialect);
  const throttles = () => server.runtime.ports.store.throttles;

  it('counts attempts, sets the wait at the last free one, and refuses while it runs', async () => {
    expect(await throttles().take('k', SCHEDULE, T0)).toEqual({ allowed: true, attempt: 1 });
    expect(await throttles().take('k', SCHEDULE, T0)).toEqual({ allowed: true, attempt: 2 });
    expect(await throttles().take('k', SCHEDULE, T0)).toEqual({ allowed: true, attempt: 3 });
    expect(await throttles().take('k', SCHEDULE, later(59_999))).toEqual({
      allowed: false,
      retryAt: '2026-11-23T10:01:00.000Z',
    });
    expect(await throttles().take('k', SCHEDULE, later(60_000))).toEqual({
      allowed: true,
      attempt: 4,
    });
    expect(await throttles().take('k', SCHEDULE, later(60_000))).toEqual({
      allowed: false,
      retryAt: '2026-11-23T10:03:00.000Z',
    });
    // The last wait repeats.
    expect(await throttles().take('k', SCHEDULE, later(180_000))).toMatchObject({ attempt: 5 });
    expect(await throttles().take('k', SCHEDULE, later(180_000))).toEqual({
      allowed: false,
      retryAt: '2026-11-23T10:05:00.000Z',
    });
  });

  it('counts each of many simultaneous attempts once, letting only the free ones through', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => throttles().take('burst', SCHEDULE, T0)),
    );
    const allowed = outcomes.filter((outcome) => outcome.allowed);
    expect(allowed.map((outcome) => (outcome.allowed ? outcome.attempt : 0)).sort()).toEqual([
      1, 2, 3,
    ]);
  });

  it('keeps keys apart and forgets a key when cleared', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await throttles().take('a', SCHEDULE, T0);
    expect(await throttles().take('b', SCHEDULE, T0)).toEqual({ allowed: true, attempt: 1 });
    expect((await throttles().take('a', SCHEDULE, T0)).allowed).toBe(false);
    await throttles().clear(['a']);
    expect(await throttles().take('a', SCHEDULE, T0)).toEqual({ allowed: true, attempt: 1 });
  });

  it('starts again after a quiet longer than the schedule remembers', async () => {
    await throttles().take('q', SCHEDULE, T0);
    await throttles().take('q', SCHEDULE, T0);
    expect(await throttles().take('q', SCHEDULE, later(SCHEDULE.forgetAfterMs + 1))).toEqual({
      allowed: true,
      attempt: 1,
    });
  });

  it('deletes idle counts whose wait is over, and only those', async () => {
    await throttles().take('idle', SCHEDULE, T0);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await throttles().take('waiting', SCHEDULE, T0);
    await throttles().take('recent', SCHEDULE, later(10 * 60_000));
    expect(await throttles().forgetIdle(later(30_000).toISOString())).toBe(1);
    expect(await throttles().take('idle', SCHEDULE, later(30_000))).toMatchObject({ attempt: 1 });
    expect((await throttles().take('waiting', SCHEDULE, later(30_000))).allowed).toBe(false);
    expect(await throttles().take('recent', SCHEDULE, later(10 * 60_000))).toMatchObject({
      attempt: 2,
    });
  });
});
