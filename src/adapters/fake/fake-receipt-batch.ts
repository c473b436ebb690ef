import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import { receiptScopeKey } from '../../domain/donations/receipt';
import { receiptEmailOf } from '../../domain/donations/receipt-contents';
import {
  BATCH_NO_DONORS,
  BATCH_SKIP_NOTES,
  batchYearRefusal,
  type ReceiptBatchPreview,
  type ReceiptBatchProgress,
  residentNumberMissing,
} from '../../domain/donations/receipt-register';
import type { Donor } from '../../domain/donations/records';
import type { FakeBackend } from './fake-backend';
import type { FakeIssuedReceipt } from './fake-donation-records';
import { refusal } from './fake-error';
import type { FakeOfficeAudit } from './fake-office-audit';
import { FAKE_RECEIPT_ISSUER, type FakeReceiptDesk } from './fake-receipt-desk';

/**
 * The year's batch in the fake backend, with the server's rules: it runs at once (the fake draws
 * no PDF and mails into its outbox); a person with no resident number gets a request to add it
 * in 내 정보 instead of a receipt.
 */
export class FakeReceiptBatch {
  private readonly batches = new Map<number, ReceiptBatchProgress>();

  constructor(
    private readonly backend: FakeBackend,
    private readonly office: FakeOfficeAudit,
    private readonly desk: FakeReceiptDesk,
  ) {}

  async receiptBatch(year: number): Promise<ReceiptBatchProgress | null> {
    this.office.requireAdministrator();
    return this.batches.get(year) ?? null;
  }

  async receiptBatchPreview(year: number): Promise<ReceiptBatchPreview> {
    this.office.requireAdministrator();
    const donors = this.donorsOf(year);
    const numbers = this.backend.donationRecords.residentNumbers;
    return {
      taxYear: year,
      donors: donors.length,
      withoutResidentNumber: donors.filter((donor) =>
        residentNumberMissing(donor.kind, numbers.has(donor.donorId)),
      ).length,
      withoutEmail: donors.filter((donor) => !this.emailOf(donor)).length,
    };
  }

  startReceiptBatch(year: number): Promise<ReceiptBatchProgress> {
    return this.office.audited(AUDIT_ACTIONS.startReceiptBatch, null, async () => {
      const now = this.backend.clock.now();
      const refused = batchYearRefusal(year, now);
      if (refused) throw refusal('invalidInput', refused);
      const donors = this.donorsOf(year);
      if (donors.length === 0) throw refusal('notFound', BATCH_NO_DONORS);
      let sent = 0;
      const problems: ReceiptBatchProgress['problems'] = [];
      for (const donor of donors) {
        const note = this.sendYear(donor, year);
        if (note === null) sent += 1;
        else {
          problems.push({ donorId: donor.donorId, donorName: donor.name, note, failed: false });
        }
      }
      const progress: ReceiptBatchProgress = {
        batchId: `batch-${year}-${now.getTime()}`,
        taxYear: year,
        total: donors.length,
        sent,
        skipped: problems.length,
        failed: 0,
        startedAt: now.toISOString(),
        finishedAt: now.toISOString(),
        problems,
      };
      this.batches.set(year, progress);
      return progress;
    });
  }

  /** The donors who gave in the year, by name, as the server's batch goes. */
  private donorsOf(year: number): Donor[] {
    const records = this.backend.donationRecords;
    const ids = new Set(
      records
        .matching({ from: `${year}-01-01`, to: `${year}-12-31` }, {})
        .map((record) => record.donorId),
    );
    return records.donors
      .filter((donor) => ids.has(donor.donorId))
      .sort((a, b) => a.name.localeCompare(b.name, 'ko'));
  }

  private emailOf(donor: Donor): string | null {
    const member = donor.memberId ? this.backend.accounts.get(donor.memberId) : undefined;
    return receiptEmailOf(donor, member?.profile ?? null);
  }

  /** Mails a donor the year's receipt (or the request for their number); answers why not, or null once sent. */
  private sendYear(donor: Donor, year: number): string | null {
    const scope = { kind: 'year', year } as const;
    const email = this.emailOf(donor);
    const missing = residentNumberMissing(
      donor.kind,
      this.backend.donationRecords.residentNumbers.has(donor.donorId),
    );
    const live = this.desk.live(donor.donorId, receiptScopeKey(scope));
    if (live && !(missing && email)) return BATCH_SKIP_NOTES.issuedBefore;
    if (!email) return BATCH_SKIP_NOTES.noEmail;
    if (missing) {
      if (!donor.memberId) return BATCH_SKIP_NOTES.noResidentNumberOutsider;
      this.backend.sendMail({
        to: email,
        subject: `[${FAKE_RECEIPT_ISSUER.name}] ${year}년 기부금영수증: 주민등록번호를 입력해 주세요`,
        text: `${donor.name} 님, 내 정보 > 기부 내역(/me/donations?year=${year})에서 주민등록번호를 입력하시면 영수증을 받으실 수 있습니다.`,
      });
      return BATCH_SKIP_NOTES.noResidentNumber;
    }
    let receipt: FakeIssuedReceipt;
    try {
      receipt = this.desk.issueForOffice(donor, scope);
    } catch {
      // Every donation of the year has a receipt of its own.
      return BATCH_SKIP_NOTES.nothingLeft;
    }
    receipt.lastChannel = 'mail';
    this.desk.mail(receipt, email);
    return null;
  }
}
