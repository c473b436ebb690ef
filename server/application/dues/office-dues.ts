import type { DataOf } from '../../../src/contract/endpoint-types';
import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import {
  DUES_EXPORT_HEADER,
  DUES_KIND_LABELS,
  type DuesDefinitionDraft,
  duesExportFileName,
  duesExportRows,
  type DuesRegisterEntry,
  duesRegisterEntryOf,
  duesYearTotals,
  sortedDuesRegister,
  validateDuesDefinition,
} from '../../../src/domain/payments';
import type { AdminActor, AdminAudit } from '../admin';
import type { DonationsPorts } from '../donations';
import { requireValid } from '../shared/app-error';
import type { Clock, Random } from '../shared/ports';
import type { DuesRepository } from './ports';

/** How many of the amounts' last changes the office's page shows. */
export const DUES_CHANGES_SHOWN = 20;

export interface OfficeDuesDependencies {
  readonly dues: DuesRepository;
  /** The donations feature's spreadsheets (its worker writes the register's XLSX too). */
  readonly spreadsheets: DonationsPorts['spreadsheets'];
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
}

/**
 * The office's dues (회비): it sets the annual amount of a year and the lifetime amount (each
 * change kept and audited), lists who paid a year (lifetime payers in every year from theirs)
 * with its totals, and exports the list as XLSX (audited, and recorded as a download of each
 * listed member's data).
 */
export class OfficeDues {
  constructor(private readonly deps: OfficeDuesDependencies) {}

  async officeDues(query: { readonly year?: number }): Promise<DataOf<'officeDues'>> {
    const year = query.year ?? calendarDateOf(this.deps.clock.now()).year;
    const [definitions, changes, entries] = await Promise.all([
      this.deps.dues.definitions(),
      this.deps.dues.amountChanges(DUES_CHANGES_SHOWN),
      this.entriesOf(year),
    ]);
    return {
      year,
      definitions: definitions.map(({ kind, year: covered, amount }) => ({
        kind,
        year: covered,
        amount,
      })),
      changes,
      entries,
      totals: duesYearTotals(entries, year),
    };
  }

  setDuesAmount(actor: AdminActor, draft: DuesDefinitionDraft): Promise<void> {
    const what =
      draft.kind === 'annual' ? `${String(draft.year)}년 연회비` : DUES_KIND_LABELS.lifetime;
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.setDuesAmount,
      null,
      async () => {
        const now = this.deps.clock.now();
        const definition = requireValid(validateDuesDefinition(draft, calendarDateOf(now)));
        await this.deps.dues.saveDefinition(
          definition,
          now.toISOString(),
          actor.id,
          this.deps.random.id(),
        );
      },
      `${what} ${String(draft.amount)}`,
    );
  }

  exportDues(
    actor: AdminActor,
    year: number,
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.exportDues,
      null,
      async () => {
        const entries = await this.entriesOf(year);
        const bytes = await this.deps.spreadsheets.writeWorkbook({
          sheetName: `${String(year)}년 회비 납부`,
          header: DUES_EXPORT_HEADER,
          rows: duesExportRows(entries),
        });
        await this.deps.audit.accessed(
          actor,
          entries.map((entry) => entry.memberId),
          'download',
          AUDIT_ACTIONS.exportDues,
          `${String(year)}년`,
        );
        return {
          fileName: duesExportFileName(year),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes,
        };
      },
      String(year),
    );
  }

  private async entriesOf(year: number): Promise<DuesRegisterEntry[]> {
    const rows = await this.deps.dues.register(year);
    return sortedDuesRegister(rows.map((row) => duesRegisterEntryOf(row, row)));
  }
}
