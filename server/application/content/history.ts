import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  type PastPresident,
  type TimelineEntry,
  orderedPresidents,
  orderedTimeline,
  presidentsRefusal,
  timelineRefusal,
} from '../../../src/domain/content/history';
import { type AdminActor, AuditedUseCases } from '../admin';
import { AppError } from '../shared/app-error';

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
        const refusal = timelineRefusal(entries);
        if (refusal) throw new AppError('invalidInput', refusal);
        const ordered = orderedTimeline(entries);
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
        const refusal = presidentsRefusal(presidents);
        if (refusal) throw new AppError('invalidInput', refusal);
        const ordered = orderedPresidents(presidents);
        await this.context.store.transaction((repositories) =>
          repositories.history.replacePresidents(ordered),
        );
      },
      `${presidents.length}명`,
    );
  }
}
