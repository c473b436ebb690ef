import type { RegisterQuery } from '../../application/donations/office-donation-api';
import type { DownloadedFile } from '../../application/files';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import { parseReceiptSerial, receiptScopeOfKey } from '../../domain/donations/receipt';
import {
  NO_SUCH_RECEIPT,
  RECEIPT_ALREADY_CANCELLED,
  RECEIPT_REGISTER_PAGE_SIZE,
  type RegisterEntry,
  type RegisterExportFormat,
  registerExportCsv,
  registerExportFileName,
  residentNumberMissing,
} from '../../domain/donations/receipt-register';
import { validateCorrectionReason } from '../../domain/donations/records';
import type { Page } from '../../domain/shared/paging/page';
import { validateEmail } from '../../domain/shared/validation/email';
import type { FakeBackend } from './fake-backend';
import type { FakeIssuedReceipt } from './fake-donation-records';
import { refusal } from './fake-error';
import type { FakeOfficeAudit } from './fake-office-audit';
import type { FakeReceiptDesk } from './fake-receipt-desk';
import { requireValid } from './require-valid';

/**
 * The receipts' register in the fake backend, with the server's rules (the year's batch is
 * fake-receipt-batch.ts); the 발급명세 is given as CSV only, as the fake has no spreadsheet writer
 * in the browser.
 */
export class FakeReceiptRegister {
  constructor(
    private readonly backend: FakeBackend,
    private readonly office: FakeOfficeAudit,
    private readonly desk: FakeReceiptDesk,
  ) {}

  async listReceipts(query: RegisterQuery): Promise<Page<RegisterEntry>> {
    this.office.requireAdministrator();
    const words = query.query.trim().split(/\s+/u).filter(Boolean);
    const matching = this.receipts()
      .filter((receipt) => receipt.taxYear === query.year)
      .filter((receipt) =>
        words.every((word) =>
          parseReceiptSerial(word)
            ? receipt.serial === word.trim()
            : this.donorName(receipt.donorId).includes(word),
        ),
      )
      .sort((a, b) => a.serial.localeCompare(b.serial));
    const size = RECEIPT_REGISTER_PAGE_SIZE;
    return {
      items: matching.slice((query.page - 1) * size, query.page * size).map((r) => this.entryOf(r)),
      page: query.page,
      size,
      total: matching.length,
    };
  }

  cancelReceipt(receiptId: string, reasonInput: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.cancelReceipt, receiptId, async () => {
      const reason = requireValid(validateCorrectionReason(reasonInput));
      const receipt = this.requireReceipt(receiptId);
      if (receipt.cancelled) throw refusal('invalidState', RECEIPT_ALREADY_CANCELLED);
      receipt.cancelled = true;
      receipt.cancelledAt = this.backend.clock.now().toISOString();
      receipt.cancelReason = reason;
    });
  }

  reissueReceipt(receiptId: string, emailInput: string): Promise<string> {
    return this.office.audited(AUDIT_ACTIONS.reissueReceipt, receiptId, async () => {
      const email = requireValid(validateEmail(emailInput));
      const receipt = this.reissued(receiptId, 'mail');
      this.desk.mail(receipt, email);
      return receipt.serial;
    });
  }

  /** The fake draws no PDF: the receipt's text, named as the server names the PDF. */
  receiptPdf(receiptId: string): Promise<DownloadedFile> {
    return this.office.audited(AUDIT_ACTIONS.downloadReceipt, receiptId, async () => {
      return this.desk.textFile(this.reissued(receiptId, 'download'));
    });
  }

  exportReceiptRegister(year: number, format: RegisterExportFormat): Promise<DownloadedFile> {
    return this.office.audited(AUDIT_ACTIONS.exportReceiptRegister, null, async () => {
      if (format !== 'csv') {
        throw refusal('unavailable', '데모 사이트에서는 발급명세를 CSV로만 내려받을 수 있습니다.');
      }
      const records = this.backend.donationRecords;
      const entries = this.receipts()
        .filter((receipt) => receipt.taxYear === year)
        .map((receipt) => {
          const donor = records.donors.find((each) => each.donorId === receipt.donorId);
          return {
            ...this.entryOf(receipt),
            amounts: receipt.amounts,
            identityNumber:
              donor?.kind === 'company'
                ? donor.businessNumber
                : (records.residentNumbers.get(receipt.donorId)?.full ?? null),
          };
        });
      return {
        fileName: registerExportFileName(year, 'csv'),
        mimeType: 'text/csv; charset=utf-8',
        data: new Blob([registerExportCsv(entries)], { type: 'text/csv; charset=utf-8' }),
      };
    });
  }

  private reissued(receiptId: string, channel: 'mail' | 'download'): FakeIssuedReceipt {
    const receipt = this.requireReceipt(receiptId);
    if (receipt.cancelled) throw refusal('invalidState', RECEIPT_ALREADY_CANCELLED);
    const donor = this.backend.donationRecords.donors.find((d) => d.donorId === receipt.donorId);
    const scope = receiptScopeOfKey(receipt.scopeKey);
    if (!donor || !scope) throw refusal('notFound', NO_SUCH_RECEIPT);
    const issued = this.desk.issueForOffice(donor, scope);
    issued.lastChannel = channel;
    return issued;
  }

  private requireReceipt(receiptId: string): FakeIssuedReceipt {
    const receipt = this.receipts().find((each) => each.receiptId === receiptId);
    if (!receipt) throw refusal('notFound', NO_SUCH_RECEIPT);
    return receipt;
  }

  private receipts(): FakeIssuedReceipt[] {
    return this.backend.donationRecords.receipts;
  }

  private donorName(donorId: string): string {
    return this.backend.donationRecords.donors.find((d) => d.donorId === donorId)?.name ?? '';
  }

  private entryOf(receipt: FakeIssuedReceipt): RegisterEntry {
    const donor = this.backend.donationRecords.donors.find((d) => d.donorId === receipt.donorId);
    return {
      receiptId: receipt.receiptId,
      serial: receipt.serial,
      donorId: receipt.donorId,
      donorName: donor?.name ?? '',
      donorKind: donor?.kind ?? 'person',
      scope: receipt.scopeKey.startsWith('year:') ? 'year' : 'donation',
      taxYear: receipt.taxYear,
      totalAmount: receipt.total,
      issuedAt: receipt.issuedAt,
      lastIssuedAt: receipt.lastIssuedAt,
      issueCount: receipt.issues,
      lastChannel: receipt.lastChannel,
      cancelledAt: receipt.cancelledAt,
      cancelReason: receipt.cancelReason,
      residentNumberMissing: residentNumberMissing(
        donor?.kind ?? 'person',
        this.backend.donationRecords.residentNumbers.has(receipt.donorId),
      ),
    };
  }
}
