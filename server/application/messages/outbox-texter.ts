import {
  composeText,
  maskedMobileNumber,
  promotionalTextSendableAt,
  type TextSender,
  textListedSubject,
} from '../../../src/domain/messages';
import { requireValid } from '../shared/app-error';
import { firstAttempt, type OutboxWritingDependencies } from './first-attempt';
import type { Texter, TextRequest } from './sms-port';

export interface OutboxTexterDependencies extends OutboxWritingDependencies {
  /** The association, as 홍보 texts name it, and its free refusal number. */
  readonly sender: TextSender;
}

/**
 * The texter use cases are given (issue 32, item 5): `send` checks and composes the text by the
 * domain's rules (number, length, 홍보's opening and refusal line), writes it to the outbox in
 * the transaction open at the time, like the mailer, and tries it once that change is committed.
 * A 홍보 text written between 21:00 and 08:00 (Korean time) waits, pending, for the morning; the
 * delivery holds to that rule at every attempt too (a retry, the office's, one at start).
 */
export class OutboxTexter implements Texter {
  constructor(private readonly deps: OutboxTexterDependencies) {}

  refusal(request: TextRequest): string | null {
    const composed = composeText(request, this.deps.sender);
    return composed.ok ? null : composed.message;
  }

  async send(request: TextRequest): Promise<void> {
    const { outbox, clock, random, transactions } = this.deps;
    const text = requireValid(composeText(request, this.deps.sender));
    const now = clock.now();
    const paced = request.campaign ? new Date(request.campaign.notBefore) : now;
    const firstAttemptAt = request.kind === 'promotion' ? promotionalTextSendableAt(paced) : paced;
    const id = random.id();
    await outbox.addText({
      id,
      text: { ...text, kind: request.kind },
      listed: {
        to: maskedMobileNumber(text.to),
        subject: textListedSubject(text, request.subject),
      },
      at: now.toISOString(),
      firstAttemptAt: firstAttemptAt.toISOString(),
      ...(request.campaign
        ? {
            campaignId: request.campaign.campaignId,
            recipientName: request.campaign.recipientName,
          }
        : {}),
    });
    // A send's texts go at its pace, by the schedule's passes.
    if (request.campaign) return;
    // At night the schedule (watchOutbox) sends it in the morning.
    if (firstAttemptAt.getTime() > now.getTime()) return;
    await transactions.afterCommit(() => firstAttempt(this.deps, id));
  }
}
