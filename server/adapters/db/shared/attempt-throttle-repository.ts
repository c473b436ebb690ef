import { type Kysely, sql } from 'kysely';
import type { AttemptThrottleRepository, ThrottleOutcome } from '../../../application/shared/ports';
import {
  type ThrottleSchedule,
  waitAfterAttempt,
  waitSteps,
} from '../../../domain/shared/attempt-throttle';
import type { Tables } from './schema';

/**
 * Attempt throttles in one statement each, the same on SQLite and PostgreSQL: an upsert that
 * counts the attempt and sets the wait it earns, guarded so that it changes nothing while a
 * wait runs. Parallel attempts are counted one by one by the database (SQLite serialises
 * writers; PostgreSQL re-checks the guard on the row version the first writer left), never
 * read into the process and written back.
 */
export class KyselyAttemptThrottleRepository implements AttemptThrottleRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async take(key: string, schedule: ThrottleSchedule, now: Date): Promise<ThrottleOutcome> {
    const at = now.toISOString();
    const forgetBefore = new Date(now.getTime() - schedule.forgetAfterMs).toISOString();
    const waitUntil = (waitMs: number) => new Date(now.getTime() + waitMs).toISOString();
    // The attempt's number: one more than before, or the first again after a long quiet.
    const attempt = sql<number>`(case when attempt_throttles.last_attempt_at < ${forgetBefore}
      then 1 else attempt_throttles.attempts + 1 end)`;
    const steps = waitSteps(schedule);
    const last = steps.at(-1);
    const between = steps
      .slice(0, -1)
      .map((step) => sql`when ${attempt} = ${step.attempt} then ${waitUntil(step.waitMs)}`);
    const waitCase = last
      ? sql`(case when ${attempt} < ${steps[0]?.attempt ?? 0} then null
          ${between.length > 0 ? sql.join(between, sql` `) : sql``}
          else ${waitUntil(last.waitMs)} end)`
      : sql`null`;
    const firstWait = waitAfterAttempt(schedule, 1);

    const counted = await sql<{ attempts: number }>`
      insert into attempt_throttles (throttle_key, attempts, wait_until, last_attempt_at)
      values (${key}, 1, ${firstWait > 0 ? waitUntil(firstWait) : null}, ${at})
      on conflict (throttle_key) do update set
        attempts = ${attempt},
        wait_until = ${waitCase},
        last_attempt_at = ${at}
      where attempt_throttles.wait_until is null or attempt_throttles.wait_until <= ${at}
      returning attempts`.execute(this.db);
    const row = counted.rows[0];
    if (row) return { allowed: true, attempt: Number(row.attempts) };

    const waiting = await this.db
      .selectFrom('attemptThrottles')
      .select('waitUntil')
      .where('throttleKey', '=', key)
      .executeTakeFirst();
    return { allowed: false, retryAt: waiting?.waitUntil ?? at };
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.deleteFrom('attemptThrottles').where('throttleKey', 'in', keys).execute();
  }

  async forgetIdle(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('attemptThrottles')
      .where('lastAttemptAt', '<', before)
      .where((eb) => eb.or([eb('waitUntil', 'is', null), eb('waitUntil', '<', before)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
