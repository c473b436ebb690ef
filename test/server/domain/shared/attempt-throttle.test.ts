import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MAIL_PER_PURPOSE,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  secondsUntil,
  type ThrottleSchedule,
  waitAfterAttempt,
  waitSteps,
} from '../../../../server/domain/shared/attempt-throttle';

const MINUTE = 60_000;

describe('attempt throttles', () => {
  it('sign-in per id and address: five free tries, then 1, 2, 5, 10 and 15 minutes, 15 from then on', () => {
    const waits = Array.from({ length: 12 }, (_, index) =>
      waitAfterAttempt(SIGN_IN_PER_ADDRESS, index + 1),
    );
    expect(waits.map((wait) => wait / MINUTE)).toEqual([0, 0, 0, 0, 1, 2, 5, 10, 15, 15, 15, 15]);
  });

  it('sign-in per id from every address starts only at the twentieth and waits at most 5 minutes', () => {
    expect(waitAfterAttempt(SIGN_IN_PER_ACCOUNT, 19)).toBe(0);
    expect(waitAfterAttempt(SIGN_IN_PER_ACCOUNT, 20)).toBe(MINUTE);
    expect(waitAfterAttempt(SIGN_IN_PER_ACCOUNT, 21)).toBe(2 * MINUTE);
    expect(waitAfterAttempt(SIGN_IN_PER_ACCOUNT, 500)).toBe(5 * MINUTE);
  });

  it('code mails: one a minute per mailbox and purpose', () => {
    expect(waitAfterAttempt(AUTH_MAIL_PER_PURPOSE, 1)).toBe(MINUTE);
    expect(waitAfterAttempt(AUTH_MAIL_PER_PURPOSE, 7)).toBe(MINUTE);
  });

  it('lists each wait with the attempt it follows, as the database statement needs them', () => {
    expect(waitSteps(SIGN_IN_PER_ADDRESS)).toEqual([
      { attempt: 5, waitMs: MINUTE },
      { attempt: 6, waitMs: 2 * MINUTE },
      { attempt: 7, waitMs: 5 * MINUTE },
      { attempt: 8, waitMs: 10 * MINUTE },
      { attempt: 9, waitMs: 15 * MINUTE },
    ]);
  });

  it('agrees with its steps for every attempt and never waits less after a later attempt', () => {
    const schedules = fc.record<ThrottleSchedule>({
      freeAttempts: fc.integer({ min: 1, max: 30 }),
      delaysMs: fc
        .array(fc.integer({ min: 1, max: 10 ** 7 }), { minLength: 1, maxLength: 8 })
        .map((delays) => delays.sort((a, b) => a - b)),
      forgetAfterMs: fc.integer({ min: 1, max: 10 ** 9 }),
    });
    fc.assert(
      fc.property(schedules, fc.integer({ min: 1, max: 100 }), (schedule, attempt) => {
        const steps = waitSteps(schedule);
        const step = steps.find((candidate) => candidate.attempt === attempt);
        const expected =
          attempt < schedule.freeAttempts ? 0 : (step?.waitMs ?? steps.at(-1)?.waitMs);
        expect(waitAfterAttempt(schedule, attempt)).toBe(expected);
        expect(waitAfterAttempt(schedule, attempt + 1)).toBeGreaterThanOrEqual(
          waitAfterAttempt(schedule, attempt),
        );
      }),
    );
  });

  it('counts whole seconds up to the end of a wait, at least one', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(secondsUntil('2026-11-23T10:01:00.000Z', now)).toBe(60);
    expect(secondsUntil('2026-11-23T10:00:00.001Z', now)).toBe(1);
    expect(secondsUntil('2026-11-23T09:59:00.000Z', now)).toBe(1);
  });
});
