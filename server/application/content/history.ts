import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  type PastPresident,
  type TimelineEntry,
  savedPresidents,
  savedTimeline,
} from '../../../src/domain/content/history';
import { type AdminActor, AuditedUseCases } from '../admin';
import { requireValid } from '../shared/app-error';

/**
 * The school's timeline (연혁) and the past presidents (역대 회장): anyone reads them; the office
 * saves each list whole, in one transaction, recorded in the audit log.
 */
export class History extends AuditedUseCases {
  timeline(): Promise<TimelineEntry[]> {
    return this.context.store.history.timeline();
  }

  presidents(): Promise<PastPresident[]> {
    return this.context.store.history.presidents();
  }

  updateTimeline(actor: AdminActor, entries: readonly TimelineEntry[]): Promise<void> {
    return this.audit.audited(
      actor,
      AUDIT_ACTIONS.updateTimeline,
      null,
      async () => {
        const ordered = requireValid(savedTimeline(entries));
        await this.context.store.transaction((repositories) =>
          repositories.history.replaceTimeline(ordered),
        );
      },
      `${entries.length}건`,
    );
  }

  updatePresidents(actor: AdminActor, presidents: readonly PastPresident[]): Promise<void> {
    return this.audit.audited(
      actor,
      AUDIT_ACTIONS.updatePastPresidents,
      null,
      async () => {
        const ordered = requireValid(savedPresidents(presidents));
        await this.context.store.transaction((repositories) =>
          repositories.history.replacePresidents(ordered),
        );
      },
      `${presidents.length}명`,
    );
  }
}
