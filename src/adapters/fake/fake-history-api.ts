import { inject, injectable } from 'inversify';
import type { HistoryApi, OfficeHistoryApi } from '../../application/content/history-api';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  type PastPresident,
  type TimelineEntry,
  savedPresidents,
  savedTimeline,
} from '../../domain/content/history';
import { FakeBackend } from './fake-backend';
import { requireValid } from './require-valid';
import { FakeOfficeAudit } from './fake-office-audit';

/** The timeline and the past presidents, as the server keeps them, in the fake's memory. */
@injectable()
export class FakeHistoryApi implements HistoryApi, OfficeHistoryApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async timeline(): Promise<readonly TimelineEntry[]> {
    return this.backend.timeline;
  }

  async pastPresidents(): Promise<readonly PastPresident[]> {
    return this.backend.presidents;
  }

  updateTimeline(entries: readonly TimelineEntry[]): Promise<void> {
    return this.office.audited(
      AUDIT_ACTIONS.updateTimeline,
      null,
      () => {
        this.backend.timeline = requireValid(savedTimeline(entries));
      },
      `${entries.length}건`,
    );
  }

  updatePastPresidents(presidents: readonly PastPresident[]): Promise<void> {
    return this.office.audited(
      AUDIT_ACTIONS.updatePastPresidents,
      null,
      () => {
        this.backend.presidents = requireValid(savedPresidents(presidents));
      },
      `${presidents.length}명`,
    );
  }
}
