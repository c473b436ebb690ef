import type { ApiError } from '../../application/shared/errors/api-error';
import type { Clock } from '../../application/shared/ports/clock';
import { formatClockTime } from '../../domain/shared/format/date-format';
import { refusal } from './fake-error';

/**
 * The server's attempt throttles (server/domain/shared/attempt-throttle.ts), for the fake's one
 * browser: the first `free` attempts under a key run at once, each later one must wait a growing
 * delay after the one before; a refused attempt changes nothing, a success clears the count.
 */
interface Schedule {
  readonly free: number;
  /** Waits after attempt `free`, `free` + 1, …; the last repeats. */
  readonly delaysMs: readonly number[];
  /** A count whose last attempt is older than this starts again. */
  readonly forgetAfterMs: number;
}

const MINUTE = 60 * 1000;

/** Sign-in per id, and the current password asked on /me: five tries, then 1 to 15 minutes. */
export const WRONG_PASSWORDS: Schedule = {
  free: 5,
  delaysMs: [1, 2, 5, 10, 15].map((minutes) => minutes * MINUTE),
  forgetAfterMs: 24 * 60 * MINUTE,
};

/** E-mail codes: one mail a minute per address and purpose. */
export const CODE_MAILS: Schedule = { free: 1, delaysMs: [MINUTE], forgetAfterMs: MINUTE };

interface Count {
  attempts: number;
  waitUntil: number;
  lastAttemptAt: number;
}

export class FakeThrottles {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly clock: Clock) {}

  /** Counts an attempt, or throws `refused(retryAt, seconds)` while the key's wait runs. */
  take(
    key: string,
    schedule: Schedule,
    refused: (retryAt: Date, seconds: number) => ApiError = tooManyAttempts,
  ): void {
    const now = this.clock.now().getTime();
    const count = this.counts.get(key);
    if (count && count.waitUntil > now) {
      const seconds = Math.max(1, Math.ceil((count.waitUntil - now) / 1000));
      throw refused(new Date(count.waitUntil), seconds);
    }
    const attempts =
      count && count.lastAttemptAt >= now - schedule.forgetAfterMs ? count.attempts + 1 : 1;
    const step = attempts - schedule.free;
    const wait =
      step < 0 ? 0 : (schedule.delaysMs[Math.min(step, schedule.delaysMs.length - 1)] ?? 0);
    this.counts.set(key, { attempts, waitUntil: now + wait, lastAttemptAt: now });
  }

  clear(key: string): void {
    this.counts.delete(key);
  }
}

/** The refusal of a throttled attempt, with the time it may be tried again (Korean time). */
export function tooManyAttempts(retryAt: Date): ApiError {
  return refusal(
    'tooManyAttempts',
    `잘못된 시도가 많아 잠시 제한되었습니다. ${formatClockTime(retryAt)} 이후에 다시 시도해 주세요.`,
  );
}
