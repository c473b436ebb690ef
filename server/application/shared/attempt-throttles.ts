import { formatClockTime } from '../../../src/domain/shared/format/date-format';
import {
  CURRENT_PASSWORD_CHECK,
  FORGET_IDLE_AFTER_MS,
  secondsUntil,
  type ThrottleSchedule,
} from '../../domain/shared/attempt-throttle';
import { AppError } from './app-error';
import type { AttemptThrottleRepository, Clock, PasswordHasher, SecretDigest } from './ports';

export interface AttemptThrottlesDependencies {
  readonly attempts: AttemptThrottleRepository;
  readonly digest: SecretDigest;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
}

/**
 * The throttles' keys and refusals. Keys are keyed digests of what they count (an id and an
 * address, a mailbox), so the table holds no id, address or e-mail in the clear.
 */
export class AttemptThrottles {
  constructor(private readonly deps: AttemptThrottlesDependencies) {}

  keyOf(purpose: string, ...parts: readonly string[]): string {
    return this.deps.digest.digest(`throttle:${purpose}:${parts.join('\u0000')}`);
  }

  /**
   * Counts an attempt, or refuses it with `refusal(retryAt)` and a Retry-After header while
   * the key's wait runs.
   */
  async take(
    key: string,
    schedule: ThrottleSchedule,
    now: Date,
    refusal: (retryAt: string, seconds: number) => AppError = tooManyAttempts,
  ): Promise<void> {
    const outcome = await this.deps.attempts.take(key, schedule, now);
    if (!outcome.allowed) throw refusal(outcome.retryAt, secondsUntil(outcome.retryAt, now));
  }

  clear(...keys: readonly string[]): Promise<void> {
    return this.deps.attempts.clear(keys);
  }

  /** Deletes counts idle longer than any schedule remembers them (a day); answers how many. */
  forgetIdle(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - FORGET_IDLE_AFTER_MS);
    return this.deps.attempts.forgetIdle(before.toISOString());
  }

  /**
   * Checks a signed-in member's current password (password change, withdrawal): five wrong
   * ones, then growing waits, counted per member whatever the address.
   */
  async verifyCurrentPassword(
    userId: string,
    password: string,
    passwordHash: string,
    wrongMessage?: string,
  ): Promise<void> {
    const { clock, hasher } = this.deps;
    const key = this.keyOf('current-password', userId);
    await this.take(key, CURRENT_PASSWORD_CHECK, clock.now());
    const { valid } = await hasher.verify(password, passwordHash);
    if (!valid) throw new AppError('wrongPassword', wrongMessage);
    await this.clear(key);
  }
}

/** The refusal of a throttled attempt, with the time it may be tried again (Korean time). */
export function tooManyAttempts(retryAt: string, seconds: number): AppError {
  return new AppError(
    'tooManyAttempts',
    `잘못된 시도가 많아 잠시 제한되었습니다. ${formatClockTime(retryAt)} 이후에 다시 시도해 주세요.`,
    { 'retry-after': String(seconds) },
  );
}
