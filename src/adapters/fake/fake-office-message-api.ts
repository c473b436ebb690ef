import { inject, injectable } from 'inversify';
import type { OfficeMessageApi, OfficeOutbox } from '../../application/messages';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  MESSAGE_NOT_FAILED,
  MESSAGE_STATES,
  type MessageState,
  NO_SUCH_MESSAGE,
  OUTBOX_PAGE_SIZE,
} from '../../domain/messages/outbox';
import { FakeBackend, type FakeMail } from './fake-backend';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';

/**
 * 보낸 메일함 in the fake backend: the mails the fake sent, newest first, as the server lists its
 * outbox; a failed one sent again (audited) is delivered at once, the pretend relay being up.
 */
@injectable()
export class FakeOfficeMessageApi implements OfficeMessageApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async officeOutbox(query: {
    readonly state?: MessageState;
    readonly page?: number;
  }): Promise<OfficeOutbox> {
    this.office.requireAdministrator();
    const page = query.page ?? 1;
    const newestFirst = [...this.backend.outbox].reverse();
    const chosen = newestFirst.filter((mail) => !query.state || mail.state === query.state);
    const counts = Object.fromEntries(
      MESSAGE_STATES.map((state) => [state, newestFirst.filter((m) => m.state === state).length]),
    ) as Record<MessageState, number>;
    const start = (page - 1) * OUTBOX_PAGE_SIZE;
    return {
      page: {
        items: chosen
          .slice(start, start + OUTBOX_PAGE_SIZE)
          .map(({ text: _text, ...entry }) => entry),
        page,
        size: OUTBOX_PAGE_SIZE,
        total: chosen.length,
      },
      counts,
    };
  }

  retryMessage(messageId: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.retryMessage, messageId, () => {
      const { outbox, clock } = this.backend;
      const index = outbox.findIndex((mail) => mail.messageId === messageId);
      const found = outbox[index];
      if (!found) throw refusal('notFound', NO_SUCH_MESSAGE);
      if (found.state !== 'failed') throw refusal('invalidState', MESSAGE_NOT_FAILED);
      // Its attempts counted afresh, as the server's schedule starts again: the first goes through.
      const at = clock.now().toISOString();
      outbox[index] = { ...found, state: 'sent', attempts: 1, sentAt: at, lastError: null };
    });
  }
}

/**
 * A mail the pretend relay refused until the last attempt (the demo's, and the port tests'): in
 * the outbox as failed, with the relay's answer.
 */
export function recordFailedMail(
  backend: FakeBackend,
  mail: FakeMail,
  lastError: string,
  attempts = 12,
): string {
  const messageId = backend.nextId('message');
  backend.outbox.push({
    ...mail,
    messageId,
    state: 'failed',
    attempts,
    createdAt: backend.clock.now().toISOString(),
    nextAttemptAt: null,
    sentAt: null,
    lastError,
  });
  return messageId;
}
