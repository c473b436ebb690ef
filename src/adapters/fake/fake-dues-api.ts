import { inject, injectable } from 'inversify';
import type { DuesApi, OfficeDuesApi } from '../../application/dues/dues-api';
import type { DownloadedFile } from '../../application/files';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  DUES_KIND_LABELS,
  type DuesConfirmation,
  type DuesDefinitionDraft,
  duesCoverYear,
  duesPaymentRefusal,
  type DuesRegisterEntry,
  duesRegisterEntryOf,
  duesStatusFor,
  duesStatusLabel,
  duesYearTotals,
  myDuesPaymentOf,
  type MyDuesView,
  NO_SUCH_DUES_PAYMENT,
  type OfficeDuesView,
  sortedDuesRegister,
  validateDuesDefinition,
} from '../../domain/payments';
import { DEMO_ASSOCIATION } from '../../domain/shared/association/demo-association';
import { formatCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';
import { requireValid } from './require-valid';

/** How many of the amounts' last changes the office's page shows (as the server). */
const CHANGES_SHOWN = 20;

/** The member's dues in the fake backend, as the server answers them. */
@injectable()
export class FakeDuesApi implements DuesApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async myDues(): Promise<MyDuesView> {
    const { userId } = this.backend.requireAccount().profile;
    const { dues } = this.backend;
    const year = calendarDateOf(this.backend.clock.now()).year;
    const paid = dues.paidDuesOf(userId);
    const status = duesStatusFor(paid, year);
    return {
      year,
      statusLabel: duesStatusLabel(status, year),
      paid: status.kind !== 'unpaid',
      payable: dues.definitions
        .filter((each) => each.kind === 'lifetime' || each.year === year)
        .filter((each) => duesPaymentRefusal(each.kind, year, dues.definitions, paid) === null)
        .sort((a, b) => a.kind.localeCompare(b.kind)),
      payments: dues.paymentsOf(userId).map(myDuesPaymentOf),
      showBadge: dues.badgeShown.has(userId),
    };
  }

  async saveDuesBadge(showBadge: boolean): Promise<void> {
    const { userId } = this.backend.requireAccount().profile;
    if (showBadge) this.backend.dues.badgeShown.add(userId);
    else this.backend.dues.badgeShown.delete(userId);
  }

  async duesConfirmation(paymentId: string): Promise<DuesConfirmation> {
    const { profile } = this.backend.requireAccount();
    const payment = this.backend.dues
      .paymentsOf(profile.userId)
      .find((each) => each.id === paymentId);
    if (!payment) throw refusal('notFound', NO_SUCH_DUES_PAYMENT);
    return {
      ...myDuesPaymentOf(payment),
      memberName: profile.name,
      graduationYear: profile.graduationYear,
      classNumber: profile.classNumber,
      issuer: DEMO_ASSOCIATION.name,
      issuedOn: formatCalendarDate(calendarDateOf(this.backend.clock.now())),
    };
  }
}

/** The office's 회비 in the fake backend: the server's rules, audited. */
@injectable()
export class FakeOfficeDuesApi implements OfficeDuesApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async officeDues(year: number): Promise<OfficeDuesView> {
    this.office.requireAdministrator();
    const { dues } = this.backend;
    const entries = this.entriesOf(year);
    return {
      year,
      definitions: [...dues.definitions].sort(
        (a, b) => a.kind.localeCompare(b.kind) || (b.year ?? 0) - (a.year ?? 0),
      ),
      changes: [...dues.changes].reverse().slice(0, CHANGES_SHOWN),
      entries,
      totals: duesYearTotals(entries, year),
    };
  }

  setDuesAmount(draft: DuesDefinitionDraft): Promise<void> {
    const what =
      draft.kind === 'annual' ? `${String(draft.year)}년 연회비` : DUES_KIND_LABELS.lifetime;
    return this.office.audited(
      AUDIT_ACTIONS.setDuesAmount,
      null,
      () => {
        const now = this.backend.clock.now();
        const definition = requireValid(validateDuesDefinition(draft, calendarDateOf(now)));
        this.backend.dues.setAmount(
          definition,
          now.toISOString(),
          this.office.requireAdministrator(),
        );
      },
      `${what} ${String(draft.amount)}`,
    );
  }

  /** The demo writes no workbook: the server's spreadsheet worker does (as for the register). */
  exportDues(year: number): Promise<DownloadedFile> {
    return this.office.audited(
      AUDIT_ACTIONS.exportDues,
      null,
      () => {
        throw refusal(
          'unavailable',
          '데모 사이트에서는 회비 납부 명단을 내려받을 수 없습니다. 화면의 명단을 보아 주세요.',
        );
      },
      String(year),
    );
  }

  private entriesOf(year: number): DuesRegisterEntry[] {
    return sortedDuesRegister(
      this.backend.dues.payments
        .filter((payment) => duesCoverYear(payment, year))
        .map((payment) => {
          const profile = this.backend.accounts.get(payment.memberId)?.profile;
          return duesRegisterEntryOf(payment, {
            name: profile?.name ?? null,
            graduationYear: profile?.graduationYear ?? null,
            classNumber: profile?.classNumber ?? null,
          });
        }),
    );
  }
}
