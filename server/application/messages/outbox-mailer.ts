import type { Clock, Mailer, OutgoingMail, Random, TransactionHooks } from '../shared/ports';
import type { MessageDelivery } from './message-delivery';
import type { OutboxRepository } from './outbox-port';

export interface OutboxMailerDependencies {
  readonly outbox: OutboxRepository;
  readonly transactions: TransactionHooks;
  readonly delivery: Pick<MessageDelivery, 'deliverNow'>;
  readonly clock: Clock;
  readonly random: Random;
  /**
   * How long the request that wrote a message waits for its first attempt (the relay's answer
   * comes in milliseconds when it is up); a slower relay is answered in the background. Null:
   * the whole attempt (a local transport, the .eml directory, always answers).
   */
  readonly waitMs: number | null;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * The mailer every use case is given (issue 32, item 1): `send` writes the message to the outbox
 * in the transaction open at the time, so that it exists exactly when the change that caused it
 * is kept, and tries it once that change is committed. When the relay is down nothing is lost:
 * the delivery's schedule tries it again (server/maintenance.ts, watchOutbox).
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly deps: OutboxMailerDependencies) {}

  async send(mail: OutgoingMail): Promise<void> {
    const { outbox, clock, random, transactions } = this.deps;
    const id = random.id();
    await outbox.add({ id, mail, at: clock.now().toISOString() });
    await transactions.afterCommit(() => this.firstAttempt(id));
  }

  private async firstAttempt(id: string): Promise<void> {
    const { waitMs } = this.deps;
    // deliverNow records the relay's failures; it rejects only when the database does, and
    // then the message waits, pending, for the schedule.
    const attempt = this.deps.delivery.deliverNow(id).then(
      () => undefined,
      (error: unknown) => this.deps.reportFailure('a first delivery attempt', error),
    );
    if (waitMs === null) return attempt;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([attempt, waited]);
    clearTimeout(timer);
  }
}
