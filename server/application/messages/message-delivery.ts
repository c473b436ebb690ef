import {
  DELIVERY_CLAIM_SECONDS,
  nextDeliveryAttempt,
} from '../../domain/messages/delivery-schedule';
import { promotionalTextSendableAt } from '../../../src/domain/messages';
import type { Clock } from '../shared/ports';
import type { MailTransport, OutboxRepository, StoredMessage } from './outbox-port';
import type { SmsSender } from './sms-port';

export interface MessageDeliveryDependencies {
  readonly outbox: OutboxRepository;
  readonly transport: MailTransport;
  /** Who takes the texts (issue 32, item 5): the provider, or the sandbox directory. */
  readonly texts: SmsSender;
  readonly clock: Clock;
  /** The domain of the messages' Message-ID (the site's host). */
  readonly messageIdDomain: string;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/** `waiting`: a 홍보 text in the quiet hours, due again at 08:00 (not an attempt). */
export type AttemptOutcome = 'sent' | 'retrying' | 'failed' | 'taken' | 'waiting';

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
 * Texts (item 5) take the same path to the text provider, under the outbox's id.
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
    const counts: Record<AttemptOutcome, number> = {
      sent: 0,
      retrying: 0,
      failed: 0,
      taken: 0,
      waiting: 0,
    };
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
    const allowedAt = quietUntil(message, now);
    if (allowedAt) {
      await outbox.release(id, allowedAt.toISOString());
      return 'waiting';
    }
    try {
      await this.handOver(message);
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

  /** A mail to the transport under its Message-ID; a text to the text provider. */
  private async handOver(message: StoredMessage): Promise<void> {
    const id = message.messageId;
    if (message.channel === 'mail') {
      await this.deps.transport.deliver(message.mail, `<${id}@${this.deps.messageIdDomain}>`);
      return;
    }
    if (!message.text) throw new Error('The text was delivered already');
    const { kind: _kind, ...text } = message.text;
    await this.deps.texts.deliver(text, id);
  }
}

/** When a 홍보 text claimed in the quiet hours may go (08:00); null for any other message. */
function quietUntil(message: StoredMessage, now: Date): Date | null {
  if (message.channel !== 'text' || message.text?.kind !== 'promotion') return null;
  const sendable = promotionalTextSendableAt(now);
  return sendable.getTime() > now.getTime() ? sendable : null;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_KEPT);
}
