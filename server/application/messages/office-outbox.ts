import type { DataOf } from '../../../src/contract/endpoint-types';
import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  type MessageState,
  MESSAGE_NOT_FAILED,
  NO_SUCH_MESSAGE,
  OUTBOX_PAGE_SIZE,
} from '../../../src/domain/messages';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/ports';
import type { MessageDelivery } from './message-delivery';
import type { OutboxRepository } from './outbox-port';

export interface OfficeOutboxDependencies {
  readonly outbox: OutboxRepository;
  readonly delivery: Pick<MessageDelivery, 'deliverNow'>;
  readonly audit: AdminAudit;
  readonly clock: Clock;
}

/**
 * The office's view of the outbox (issue 32, item 1): every message, newest first, with its
 * state and the relay's last answer; a failed message sent again (audited), tried at once.
 */
export class OfficeOutbox {
  constructor(private readonly deps: OfficeOutboxDependencies) {}

  async officeOutbox(query: {
    readonly state?: MessageState;
    readonly page?: number;
  }): Promise<DataOf<'officeOutbox'>> {
    const page = query.page ?? 1;
    const [listed, counts] = await Promise.all([
      this.deps.outbox.list(query.state ?? null, {
        offset: (page - 1) * OUTBOX_PAGE_SIZE,
        limit: OUTBOX_PAGE_SIZE,
      }),
      this.deps.outbox.counts(),
    ]);
    return {
      page: {
        items: [...listed.items],
        page,
        size: OUTBOX_PAGE_SIZE,
        total: listed.total,
      },
      counts,
    };
  }

  async retryMessage(actor: AdminActor, messageId: string): Promise<void> {
    await this.deps.audit.audited(actor, AUDIT_ACTIONS.retryMessage, messageId, async () => {
      const now = this.deps.clock.now().toISOString();
      if (!(await this.deps.outbox.requeue(messageId, now))) {
        const found = await this.deps.outbox.find(messageId);
        throw found
          ? new AppError('invalidState', MESSAGE_NOT_FAILED)
          : new AppError('notFound', NO_SUCH_MESSAGE);
      }
    });
    await this.deps.delivery.deliverNow(messageId);
  }
}
