/**
 * Throttles for attempts that guess a secret or cost someone else a mail: sign-in, the current
 * password on /me, e-mail codes. Each throttle counts attempts under a key (an id and an
 * address, an id alone, a mailbox and purpose); the first `freeAttempts` run without delay, and
 * from then on every attempt must wait a growing delay after the one before. Nothing is locked:
 * a delay ends by itself, and a success clears the count.
 *
 * The count is taken before the secret is checked, in one atomic statement of the database
 * (the throttle repository), so parallel attempts cannot slip past it: of twenty at once, the
 * first `freeAttempts` run and the rest are refused.
 */
export interface ThrottleSchedule {
  /** Attempts that run without waiting. */
  readonly freeAttempts: number;
  /** Waits after attempt freeAttempts, freeAttempts + 1, …; the last repeats. */
  readonly delaysMs: readonly number[];
  /** A count whose last attempt is older than this starts again. */
  readonly forgetAfterMs: number;
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * Sign-in, per id and address: five tries, then 1, 2, 5, 10 and 15 minutes between tries. The
 * owner's own address is held back only by its own mistakes.
 */
export const SIGN_IN_PER_ADDRESS: ThrottleSchedule = {
  freeAttempts: 5,
  delaysMs: [1, 2, 5, 10, 15].map((minutes) => minutes * MINUTE),
  forgetAfterMs: DAY,
};

/**
 * Sign-in, per id from every address together: against guessing from many addresses. It starts
 * late (20 failures) and its waits are short, so a stranger cannot keep the owner out for long.
 */
export const SIGN_IN_PER_ACCOUNT: ThrottleSchedule = {
  freeAttempts: 20,
  delaysMs: [1, 2, 5].map((minutes) => minutes * MINUTE),
  forgetAfterMs: DAY,
};

/** The current password asked on /me (password change, withdrawal): five tries, then waits. */
export const CURRENT_PASSWORD_CHECK: ThrottleSchedule = SIGN_IN_PER_ADDRESS;

/** E-mail codes: one mail a minute per mailbox and purpose. */
export const AUTH_MAIL_PER_PURPOSE: ThrottleSchedule = {
  freeAttempts: 1,
  delaysMs: [MINUTE],
  forgetAfterMs: MINUTE,
};

/** Counts idle this long are deleted: no schedule remembers attempts longer. */
export const FORGET_IDLE_AFTER_MS = DAY;

/**
 * How long after the `attempt`-th counted attempt (1-based) the next one must wait, or 0 when
 * it may follow at once.
 */
export function waitAfterAttempt(schedule: ThrottleSchedule, attempt: number): number {
  if (attempt < schedule.freeAttempts) return 0;
  const index = Math.min(attempt - schedule.freeAttempts, schedule.delaysMs.length - 1);
  return schedule.delaysMs[index] ?? 0;
}

/**
 * The distinct waits a schedule can impose, each with the attempts it follows: what the
 * database statement needs to set the wait in the same step as the count. The last entry
 * covers every later attempt (`from` with no end).
 */
export function waitSteps(
  schedule: ThrottleSchedule,
): readonly { readonly attempt: number; readonly waitMs: number }[] {
  return schedule.delaysMs.map((waitMs, index) => ({
    attempt: schedule.freeAttempts + index,
    waitMs,
  }));
}

/** Whole seconds until `until`, at least one: for Retry-After and the message. */
export function secondsUntil(until: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000));
}
