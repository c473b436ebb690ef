import type { DownloadedFile } from '../../application/files';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import { type DonorReceipts, donorReceiptItemsOf } from '../../domain/donations/donor-receipts';
import { validateFaxNumber } from '../../domain/donations/fax-number';
import { type ReceiptScope, type SentReceipt } from '../../domain/donations/receipt';
import { receiptEmailOf } from '../../domain/donations/receipt-contents';
import { type Donor, NO_SUCH_DONOR } from '../../domain/donations/records';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import type { FakeOfficeAudit } from './fake-office-audit';
import type { FakeReceiptDesk } from './fake-receipt-desk';
import { requireValid } from './require-valid';

/**
 * A donor's receipts on the office's donor page, in the fake backend with the server's rules:
 * listed by year, issued as a "PDF" (the receipt's text) to post, or faxed (the fake has no fax
 * service: it waits in the office's queue).
 */
export class FakeDonorReceipts {
  constructor(
    private readonly backend: FakeBackend,
    private readonly office: FakeOfficeAudit,
    private readonly desk: FakeReceiptDesk,
  ) {}

  officeDonorReceipts(donorId: string, yearAsked?: number): Promise<DonorReceipts> {
    return this.office.audited(AUDIT_ACTIONS.listDonors, donorId, async () => {
      const donor = this.requireDonor(donorId);
      const records = this.backend.donationRecords;
      const mine = records.matching({ from: null, to: null }, { donorId });
      const years = [...new Set(mine.map((record) => Number(record.donatedOn.slice(0, 4))))].sort(
        (a, b) => b - a,
      );
      const year = yearAsked ?? years[0] ?? calendarDateOf(this.backend.clock.now()).year;
      const gifts = mine
        .filter((record) => record.donatedOn.startsWith(`${year}-`))
        .map((record) => records.donationOf(record));
      const live = new Map(
        records.receipts
          .filter((receipt) => receipt.donorId === donorId && !receipt.cancelled)
          .map((receipt) => [
            receipt.scopeKey,
            { receiptId: receipt.receiptId, serial: receipt.serial, issueCount: receipt.issues },
          ]),
      );
      const member = donor.memberId ? this.backend.accounts.get(donor.memberId) : undefined;
      return {
        donorId,
        name: donor.name,
        kind: donor.kind,
        email: receiptEmailOf(donor, member?.profile ?? null),
        residentNumberOnFile: records.residentNumbers.has(donorId),
        year,
        years,
        items: donorReceiptItemsOf(year, gifts, live),
      };
    });
  }

  printDonorReceipt(donorId: string, scope: ReceiptScope): Promise<DownloadedFile> {
    return this.office.audited(AUDIT_ACTIONS.printDonorReceipt, donorId, async () => {
      const donor = this.requireDonor(donorId);
      const receipt = this.desk.issueForOffice(donor, scope);
      receipt.lastChannel = 'download';
      this.backend.receiptDeliveries.push({
        serial: receipt.serial,
        channel: 'download',
        destination: null,
        reissue: receipt.issues > 1,
      });
      return this.desk.textFile(receipt);
    });
  }

  faxDonorReceipt(
    donorId: string,
    scope: ReceiptScope,
    faxNumberInput: string,
  ): Promise<SentReceipt> {
    return this.office.audited(AUDIT_ACTIONS.faxDonorReceipt, donorId, async () => {
      const number = requireValid(validateFaxNumber(faxNumberInput));
      const receipt = this.desk.issueForOffice(this.requireDonor(donorId), scope);
      receipt.lastChannel = 'fax';
      const reissue = receipt.issues > 1;
      this.backend.receiptDeliveries.push({
        serial: receipt.serial,
        channel: 'fax',
        destination: number,
        reissue,
      });
      // The fake backend has no fax service: the fax waits in the office's queue.
      return { serial: receipt.serial, reissue, delivery: 'queued' as const };
    });
  }

  private requireDonor(donorId: string): Donor {
    const donor = this.backend.donationRecords.donors.find((each) => each.donorId === donorId);
    if (!donor) throw refusal('notFound', NO_SUCH_DONOR);
    return donor;
  }
}
