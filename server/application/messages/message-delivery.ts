import {
  DELIVERY_CLAIM_SECONDS,
  nextDeliveryAttempt,
} from '../../domain/messages/delivery-schedule';
import type { Clock } from '../shared/ports';
import type { MailTransport, OutboxRepository } from './outbox-port';

export interface MessageDeliveryDependencies {
  readonly outbox: OutboxRepository;
  readonly transport: MailTransport;
  readonly clock: Clock;
  /** The domain of the messages' Message-ID (the site's host). */
  readonly messageIdDomain: string;
  readonly reportFailure: (what: string, error: unknown) => void;
}

export type AttemptOutcome = 'sent' | 'retrying' | 'failed' | 'taken';

/** How many due messages one pass takes at a time. */
const BATCH = 50;
/** How much of a relay's refusal is kept (the office reads it; no body is in it). */
const ERROR_KEPT = 300;

/**
 * Delivers the outbox's messages (issue 32, item 1): each attempt holds its message in the
 * database first (one instance, one attempt at a time), hands it to the relay under the same
 * Message-ID every time, and records the outcome: sent, tried again later by the domain's
 * schedule, or given up as failed for the office. A message is never lost to a relay that is
 * down; one the relay accepted is not sent again (unless the process dies between the relay's
 * answer and the record of it, when the same Message-ID lets mail systems drop the copy).
 */
export class MessageDelivery {
  constructor(private readonly deps: MessageDeliveryDependencies) {}

  /** One message, just written: tried now if no one else holds it. */
  async deliverNow(id: string): Promise<AttemptOutcome> {
    return this.attempt(id, 'any');
  }

  /**
   * Every message that is due, a batch at a time, until none is left; `whenever` takes those
   * waiting for their next attempt too (at start: the relay may be back). Answers the outcomes.
   */
  async deliverDue(
    options: { readonly whenever?: boolean } = {},
  ): Promise<Readonly<Record<AttemptOutcome, number>>> {
    const counts: Record<AttemptOutcome, number> = { sent: 0, retrying: 0, failed: 0, taken: 0 };
    const tried = new Set<string>();
    for (;;) {
      const now = this.deps.clock.now().toISOString();
      const due = (await this.deps.outbox.due(now, BATCH, options.whenever ?? false)).filter(
        (id) => !tried.has(id),
      );
      if (due.length === 0) return counts;
      for (const id of due) {
        tried.add(id);
        counts[await this.attempt(id, options.whenever ? 'any' : 'due')] += 1;
      }
    }
  }

  private async attempt(id: string, when: 'due' | 'any'): Promise<AttemptOutcome> {
    const { outbox, clock } = this.deps;
    const now = clock.now();
    const until = new Date(now.getTime() + DELIVERY_CLAIM_SECONDS * 1000).toISOString();
    if (!(await outbox.claim(id, now.toISOString(), until, when))) return 'taken';
    const message = await outbox.find(id);
    if (!message) return 'taken';
    try {
      await this.deps.transport.deliver(message.mail, `<${id}@${this.deps.messageIdDomain}>`);
    } catch (error) {
      const failedAt = clock.now();
      const next = nextDeliveryAttempt(message.attempts, failedAt);
      await outbox.markUndelivered(id, errorText(error), next?.toISOString() ?? null);
      this.deps.reportFailure(
        next ? 'delivering a message (will retry)' : 'delivering a message (given up)',
        error,
      );
      return next ? 'retrying' : 'failed';
    }
    await outbox.markSent(id, clock.now().toISOString());
    return 'sent';
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_KEPT);
}
