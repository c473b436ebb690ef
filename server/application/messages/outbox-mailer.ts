import type { Mailer, OutgoingMail } from '../shared/ports';
import { firstAttempt, type OutboxWritingDependencies } from './first-attempt';

export type OutboxMailerDependencies = OutboxWritingDependencies;

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
    await transactions.afterCommit(() => firstAttempt(this.deps, id));
  }
}
