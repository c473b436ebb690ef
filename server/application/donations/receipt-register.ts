import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import { receiptFileName, receiptScopeOfKey } from '../../../src/domain/donations/receipt';
import {
  NO_SUCH_RECEIPT,
  RECEIPT_ALREADY_CANCELLED,
  RECEIPT_REGISTER_PAGE_SIZE,
  type RegisterEntry,
  type RegisterExportEntry,
  type RegisterExportFormat,
  registerExportCsv,
  registerExportFileName,
  REGISTER_EXPORT_HEADER,
  registerExportRows,
  residentNumberMissing,
} from '../../../src/domain/donations/receipt-register';
import { validateCorrectionReason } from '../../../src/domain/donations/records';
import type { Page } from '../../../src/domain/shared/paging/page';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError, requireValid } from '../shared/app-error';
import type { Clock } from '../shared/ports';
import type {
  DonorRepository,
  ReceiptRecord,
  ReceiptRepository,
  RegisterRow,
  ResidentNumberVault,
  Spreadsheets,
} from './ports';
import { serialOf } from './receipt-contents';
import { maskedEmail, type ReceiptIssuing } from './receipt-issuing';
import { mailReceipt, type ReceiptMailDependencies } from './receipt-mail';

export interface ReceiptRegisterDependencies extends ReceiptMailDependencies {
  readonly issuing: ReceiptIssuing;
  readonly donationReceipts: ReceiptRepository;
  readonly donors: DonorRepository;
  readonly residentNumbers: ResidentNumberVault;
  readonly spreadsheets: Spreadsheets;
  /** Every step audited; the export recorded as a download of each member's data. */
  readonly audit: AdminAudit;
  readonly clock: Clock;
}

/**
 * The office's receipts' register: the receipts of a tax year, reissued (by e-mail, or as a PDF
 * to print and post) under the same serial, cancelled with a reason, and the year's 발급명세
 * exported for the tax office. Every step is audited; the export, which carries resident
 * numbers in full, is recorded in the personal-data access records for each member in it.
 */
export class ReceiptRegister {
  constructor(private readonly deps: ReceiptRegisterDependencies) {}

  async officeReceipts(query: {
    readonly year: number;
    readonly query?: string;
    readonly page?: number;
  }): Promise<Page<RegisterEntry> & { items: RegisterEntry[] }> {
    const page = query.page ?? 1;
    const words = (query.query ?? '').trim().split(/\s+/u).filter(Boolean);
    const { items, total } = await this.deps.donationReceipts.register({
      taxYear: query.year,
      words,
      page,
      size: RECEIPT_REGISTER_PAGE_SIZE,
    });
    return { items: items.map(entryOf), total, page, size: RECEIPT_REGISTER_PAGE_SIZE };
  }

  cancelReceipt(actor: AdminActor, receiptId: string, reasonInput: string): Promise<void> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.cancelReceipt, receiptId, async () => {
      const reason = requireValid(validateCorrectionReason(reasonInput));
      const receipt = await this.requireReceipt(receiptId);
      const at = this.deps.clock.now().toISOString();
      if (!(await this.deps.donationReceipts.cancel(receipt.id, at, reason, actor.id))) {
        throw new AppError('invalidState', RECEIPT_ALREADY_CANCELLED);
      }
    });
  }

  /** Sends a live receipt again by e-mail (재발급, same serial); answers its serial. */
  reissueReceipt(
    actor: AdminActor,
    receiptId: string,
    emailInput: string,
  ): Promise<{ serial: string }> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.reissueReceipt, receiptId, async () => {
      const email = requireValid(validateEmail(emailInput));
      const made = await this.remake(receiptId);
      await mailReceipt(this.deps, made, email, () =>
        made.delivered('mail', maskedEmail(email), actor.id),
      );
      return { serial: made.serial };
    });
  }

  /** A live receipt as a PDF for the office to print (number masked), counted as a reissue. */
  officeReceiptPdf(
    actor: AdminActor,
    receiptId: string,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.downloadReceipt, receiptId, async () => {
      const made = await this.remake(receiptId);
      await made.delivered('download', null, actor.id);
      return { fileName: receiptFileName(made.serial), pdf: made.pdf };
    });
  }

  /** The year's 발급명세 as XLSX or CSV, with each donor's number in full for the tax office. */
  exportReceiptRegister(
    actor: AdminActor,
    year: number,
    format: RegisterExportFormat,
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.exportReceiptRegister,
      null,
      async () => {
        const entries = await this.exportEntries(actor, year);
        const fileName = registerExportFileName(year, format);
        if (format === 'csv') {
          return {
            fileName,
            contentType: 'text/csv; charset=utf-8',
            bytes: Buffer.from(registerExportCsv(entries), 'utf8'),
          };
        }
        const bytes = await this.deps.spreadsheets.writeWorkbook({
          sheetName: `${year}년 발급명세`,
          header: REGISTER_EXPORT_HEADER,
          rows: registerExportRows(entries),
        });
        return {
          fileName,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes,
        };
      },
      `${year} ${format}`,
    );
  }

  private async exportEntries(actor: AdminActor, year: number): Promise<RegisterExportEntry[]> {
    const { donationReceipts, donors, residentNumbers } = this.deps;
    const [rows, sealed] = await Promise.all([
      donationReceipts.registerOfYear(year),
      donors.withResidentNumbers(),
    ]);
    const sealedOf = new Map(sealed.map(({ id, stored }) => [id, stored.sealed]));
    const opened = new Map<string, string>();
    const entries = rows.map((row) => {
      let identityNumber: string | null = row.businessNumber;
      const numberSealed = sealedOf.get(row.donorId);
      if (row.donorKind === 'person' && numberSealed) {
        identityNumber = opened.get(row.donorId) ?? residentNumbers.open(numberSealed, row.donorId);
        opened.set(row.donorId, identityNumber);
      }
      return { ...entryOf(row), amounts: row.amounts, identityNumber };
    });
    // Each member whose number went out in full: one record, as for any download.
    const members = rows
      .filter((row) => opened.has(row.donorId) && row.memberId)
      .map((row) => row.memberId as string);
    const action = AUDIT_ACTIONS.exportReceiptRegister;
    await this.deps.audit.accessed(actor, members, 'download', action, `${year}년`);
    return entries;
  }

  private async remake(receiptId: string) {
    const receipt = await this.requireReceipt(receiptId);
    if (receipt.cancelledAt) throw new AppError('invalidState', RECEIPT_ALREADY_CANCELLED);
    const [donor, resident] = await Promise.all([
      this.deps.donors.find(receipt.donorId),
      this.deps.donors.residentNumberOf(receipt.donorId),
    ]);
    const scope = receiptScopeOfKey(receipt.scopeKey);
    if (!donor || !scope) throw new AppError('notFound', NO_SUCH_RECEIPT);
    return this.deps.issuing.make(donor, scope, { masked: resident?.masked ?? null });
  }

  private async requireReceipt(receiptId: string): Promise<ReceiptRecord> {
    const receipt = await this.deps.donationReceipts.find(receiptId);
    if (!receipt) throw new AppError('notFound', NO_SUCH_RECEIPT);
    return receipt;
  }
}

function entryOf(row: RegisterRow): RegisterEntry {
  return {
    receiptId: row.id,
    serial: serialOf(row),
    donorId: row.donorId,
    donorName: row.donorName,
    donorKind: row.donorKind,
    scope: row.scopeKey.startsWith('year:') ? 'year' : 'donation',
    taxYear: row.taxYear,
    totalAmount: row.totalAmount,
    issuedAt: row.issuedAt,
    lastIssuedAt: row.lastIssuedAt,
    issueCount: row.issueCount,
    lastChannel: row.lastChannel,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    residentNumberMissing: residentNumberMissing(row.donorKind, row.residentNumberOnFile),
  };
}
