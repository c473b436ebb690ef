import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  type PastPresident,
  type TimelineEntry,
  savedPresidents,
  savedTimeline,
} from '../../../src/domain/content/history';
import type { AdminActor, AdminAudit } from '../admin';
import { requireValid } from '../shared/app-error';
import type { Transactions } from '../shared/ports';
import type { HistoryRepository } from './ports';

export interface HistoryDependencies {
  readonly history: HistoryRepository;
  readonly audit: AdminAudit;
  readonly transactions: Transactions;
}

/**
 * The school's timeline (연혁) and the past presidents (역대 회장): anyone reads them; the office
 * saves each list whole, in one transaction, recorded in the audit log.
 */
export class History {
  constructor(private readonly deps: HistoryDependencies) {}

  timeline(): Promise<TimelineEntry[]> {
    return this.deps.history.timeline();
  }

  pastPresidents(): Promise<PastPresident[]> {
    return this.deps.history.presidents();
  }

  updateTimeline(actor: AdminActor, entries: readonly TimelineEntry[]): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.updateTimeline,
      null,
      async () => {
        const ordered = requireValid(savedTimeline(entries));
        await this.deps.transactions.run(() => this.deps.history.replaceTimeline(ordered));
      },
      `${entries.length}건`,
    );
  }

  updatePastPresidents(actor: AdminActor, presidents: readonly PastPresident[]): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.updatePastPresidents,
      null,
      async () => {
        const ordered = requireValid(savedPresidents(presidents));
        await this.deps.transactions.run(() => this.deps.history.replacePresidents(ordered));
      },
      `${presidents.length}명`,
    );
  }
}
