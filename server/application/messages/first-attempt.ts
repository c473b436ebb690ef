import type { Clock, Random, TransactionHooks } from '../shared/ports';
import type { MessageDelivery } from './message-delivery';
import type { OutboxRepository } from './outbox-port';

export interface FirstAttemptDependencies {
  readonly delivery: Pick<MessageDelivery, 'deliverNow'>;
  /**
   * How long the request that wrote a message waits for its first attempt (the relay's answer
   * comes in milliseconds when it is up); a slower relay is answered in the background. Null:
   * the whole attempt (a local transport, the .eml directory, always answers).
   */
  readonly waitMs: number | null;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/** What the outbox's mailer and texter both use: the table, the transaction, the first attempt. */
export interface OutboxWritingDependencies extends FirstAttemptDependencies {
  readonly outbox: OutboxRepository;
  readonly transactions: TransactionHooks;
  readonly clock: Clock;
  readonly random: Random;
}

/**
 * A message's first attempt, once the change that wrote it is committed (the outbox's mailer and
 * texter alike): waited for at most `waitMs`, the rest in the background.
 */
export async function firstAttempt(deps: FirstAttemptDependencies, id: string): Promise<void> {
  const { waitMs } = deps;
  // deliverNow records the relay's failures; it rejects only when the database does, and
  // then the message waits, pending, for the schedule.
  const attempt = deps.delivery.deliverNow(id).then(
    () => undefined,
    (error: unknown) => deps.reportFailure('a first delivery attempt', error),
  );
  if (waitMs === null) return attempt;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([attempt, waited]);
  clearTimeout(timer);
}
