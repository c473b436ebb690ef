import type { UploadFile } from '../../application/files';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  checkStatementImport,
  type ImportDonor,
  IMPORT_PREVIEW_GONE,
  IMPORT_PREVIEW_HOURS,
  type ImportCommit,
  type ImportPreview,
  type ImportPreviewLine,
  importedBeforeRefusal,
  matchDonor,
  readStatement,
  STATEMENT_MAX_BYTES,
  STATEMENT_TOO_LARGE,
  statementImportOf,
  type StatementLine,
  statementLineRefusal,
  duplicateKey,
  type ImportTransfer,
  isLikelyDuplicate,
  STATEMENT_NOTHING_CHOSEN,
} from '../../domain/donations/bank-statement';
import {
  closedFundRefusal,
  type Donor,
  NO_SUCH_DONOR,
  NO_SUCH_FUND,
} from '../../domain/donations/records';
import { firstDonationRecord } from '../../domain/donations/records';
import {
  applyOrderEvent,
  type OrderEvent,
  orderSubject,
  transferReferencesIn,
} from '../../domain/payments';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { FakeBackend } from './fake-backend';
import type { FakeDonationRecord } from './fake-donation-records';
import { refusal } from './fake-error';
import { applyFakeOrderEvent, type FakePaymentOrder } from './fake-payment-orders';
import type { FakeOfficeAudit } from './fake-office-audit';
import { requireValid } from './require-valid';

/** The demo reads CSV only: an XLSX needs the server's reader. */
const FAKE_CSV_ONLY = '데모에서는 CSV 파일만 읽을 수 있습니다. 은행에서 CSV로 내려받아 주세요.';

/** A bank statement's import in the fake backend, with the server's rules (CSV only). */
export class FakeDonationImport {
  /** The references imported so far, as the server's imported_references. */
  private readonly imported = new Set<string>();
  /** The donations the imports made (the others were typed by hand). */
  private readonly importedDonations = new Set<string>();
  /** The previews kept for their commit, as the server's donation_import_previews. */
  private readonly previews = new Map<
    string,
    {
      readonly madeBy: string;
      readonly expiresAt: number;
      readonly lines: readonly StatementLine[];
    }
  >();

  constructor(
    private readonly backend: FakeBackend,
    private readonly office: FakeOfficeAudit,
  ) {}

  async previewImport(file: UploadFile): Promise<ImportPreview> {
    const madeBy = this.office.requireAdministrator();
    if (file.data.size > STATEMENT_MAX_BYTES) throw refusal('fileTooLarge', STATEMENT_TOO_LARGE);
    if (!/\.(csv|txt)$/iu.test(file.name)) throw refusal('invalidInput', FAKE_CSV_ONLY);
    const table = csvRows(decoded(new Uint8Array(await file.data.arrayBuffer())));
    const reading = readStatement(table, calendarDateOf(this.backend.clock.now()));
    if (!reading.ok) throw refusal('invalidInput', reading.message);
    const donors = this.backend.donationRecords.donors;
    const handEntered = new Set(
      this.backend.donationRecords
        .current()
        .filter((record) => !this.importedDonations.has(record.donationId))
        .map((record) => duplicateKey(record.donorId, record.donatedOn, record.amount)),
    );
    const view = (donor: Donor): ImportDonor => ({
      donorId: donor.donorId,
      name: donor.name,
      graduationYear: donor.graduationYear,
      memberId: donor.memberId,
    });
    const previewId = this.backend.nextId('import-preview');
    const now = this.backend.clock.now().getTime();
    this.previews.set(previewId, {
      madeBy,
      expiresAt: now + IMPORT_PREVIEW_HOURS * 3_600_000,
      lines: reading.lines,
    });
    const lines = reading.lines.map((line): ImportPreviewLine => {
      const order = this.awaitedOrderOf(line);
      // A deposit for an online order is that order's donor's: it is matched to nobody here.
      const match = order ? { by: 'none' as const, candidates: [] } : matchDonor(line, donors);
      const found = (id: string) => donors.find((donor) => donor.donorId === id);
      const matched = match.by === 'none' ? undefined : found(match.donorId);
      return {
        ...line,
        donor: matched && match.by !== 'none' ? { ...view(matched), by: match.by } : null,
        candidates:
          match.by === 'none'
            ? match.candidates.flatMap((id) => {
                const donor = found(id);
                return donor ? [view(donor)] : [];
              })
            : [],
        importedBefore: this.imported.has(line.bankReference),
        transfer: order ? this.transferOf(line, order) : null,
        likelyDuplicate: isLikelyDuplicate(line, matched?.donorId ?? null, handEntered),
      };
    });
    return { previewId, layout: reading.layout, lines };
  }

  commitImport(commit: ImportCommit): Promise<number> {
    return this.office.audited(AUDIT_ACTIONS.importDonations, commit.fundId, () => {
      const actorId = this.office.requireAdministrator();
      const now = this.backend.clock.now();
      const preview = this.previews.get(commit.previewId);
      if (!preview || preview.madeBy !== actorId || preview.expiresAt <= now.getTime()) {
        throw refusal('invalidState', IMPORT_PREVIEW_GONE);
      }
      // Deposits for online orders are settled as those orders' gifts, as the server does.
      const settling = commit.lines.flatMap(({ row }) => {
        const line = preview.lines.find((each) => each.row === row);
        const order = line && this.awaitedOrderOf(line);
        return line && order ? [{ line, order }] : [];
      });
      const ordinary = {
        ...commit,
        lines: commit.lines.filter(({ row }) => !settling.some(({ line }) => line.row === row)),
      };
      if (commit.lines.length === 0) throw refusal('invalidInput', STATEMENT_NOTHING_CHOSEN);
      const request = requireValid(statementImportOf(preview.lines, ordinary));
      const lines =
        request.lines.length === 0
          ? []
          : requireValid(checkStatementImport(request, calendarDateOf(now)));
      const records = this.backend.donationRecords;
      const fund = records.funds.find((each) => each.fundId === request.fundId);
      if (!fund) throw refusal('invalidInput', NO_SUCH_FUND);
      if (!fund.active) throw refusal('invalidState', closedFundRefusal(fund.name));
      const unknown = lines.find(
        (line) => !records.donors.some((donor) => donor.donorId === line.donorId),
      );
      if (unknown) {
        throw refusal('invalidInput', statementLineRefusal(unknown.row, NO_SUCH_DONOR));
      }
      const added: FakeDonationRecord[] = lines.map((line) => ({
        ...firstDonationRecord(this.backend.nextId('donation'), line.donorId, line.donation),
        recordedAt: now.toISOString(),
      }));
      const before = [...request.lines, ...settling.map(({ line }) => line)].filter((line) =>
        this.imported.has(line.bankReference),
      );
      if (before.length > 0) {
        throw refusal('invalidState', importedBeforeRefusal(before.map((line) => line.row)));
      }
      // Each deposit checked before anything changes: all lines or none, as the server's transaction.
      const events = settling.map(({ line, order }) => {
        const event = paidBy(line);
        const transition = applyOrderEvent(order.order, event);
        if (transition.outcome === 'refused') {
          throw refusal('invalidState', statementLineRefusal(line.row, transition.message));
        }
        return { line, order, event };
      });
      for (const line of request.lines) this.imported.add(line.bankReference);
      for (const record of added) this.importedDonations.add(record.donationId);
      records.records.push(...added);
      for (const { line, order, event } of events) {
        applyFakeOrderEvent(this.backend, order, event);
        this.imported.add(line.bankReference);
      }
      return added.length + events.length;
    });
  }
  /** The online order awaiting its deposit to the association's account that a line names. */
  private awaitedOrderOf(line: StatementLine): FakePaymentOrder | undefined {
    const references = transferReferencesIn(`${line.name} ${line.memo}`);
    return [...this.backend.paymentOrders.values()].find(
      (stored) =>
        stored.provider === 'own' &&
        stored.order.state === 'awaitingDeposit' &&
        references.includes(stored.deposit?.reference ?? ''),
    );
  }

  private transferOf(line: StatementLine, stored: FakePaymentOrder): ImportTransfer {
    const { amount } = stored.order;
    const fundName = stored.fundId ? this.backend.donationRecords.fundName(stored.fundId) : null;
    return {
      reference: stored.deposit?.reference ?? '',
      donorName: stored.donor.name,
      what: orderSubject(
        { ...stored.order, dues: stored.dues, event: stored.event ?? null },
        fundName,
      ),
      amount,
      amountMatches: line.amount === amount,
    };
  }
}

/** The deposit as the payment of its order, on its day (noon in Korea). */
function paidBy(line: StatementLine): OrderEvent {
  return {
    kind: 'paid',
    paymentKey: `statement:${line.bankReference}`,
    amount: line.amount ?? 0,
    at: new Date(`${line.donatedOn ?? ''}T12:00:00+09:00`).toISOString(),
  };
}

/** UTF-16 by its byte order mark, UTF-8 when it decodes as such, else EUC-KR, as the server reads it. */
function decoded(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/u, '');
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/** CSV rows: commas, double quotes around fields with commas or quotes (doubled inside). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field.trim());
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field.trim());
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field.trim()]);
  return rows;
}
