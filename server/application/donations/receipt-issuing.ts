import {
  type ReceiptDocument,
  type ReceiptScope,
  receiptFileName,
  receiptSerialYearOf,
} from '../../../src/domain/donations/receipt';
import { amountsByCodeOf } from '../../../src/domain/donations/receipt-register';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import type { Clock, Random, Transactions } from '../shared/ports';
import type { DonorRecord, ReceiptChannel, ReceiptPdfMaker, ReceiptRecord } from './ports';
import { type ReceiptContentsDependencies, receiptContentsOf, serialOf } from './receipt-contents';

/** A receipt made for sending: its PDF, and what the register is told once it has gone. */
export interface MadeReceipt {
  readonly serial: string;
  readonly reissue: boolean;
  readonly fileName: string;
  readonly pdf: Buffer;
  readonly donorName: string;
  readonly total: number;
  /** Counts the issue in the register and records where it went, once sent. */
  delivered(channel: ReceiptChannel, destination: string | null, actorId: string): Promise<void>;
}

/** What issuing a receipt uses: its contents' records, the PDFs, and the register's writes. */
export interface ReceiptIssuingDependencies extends ReceiptContentsDependencies {
  readonly receiptPdfs: ReceiptPdfMaker;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
}

/**
 * Issues a donor's receipt for a donation or a year. The first issue takes the year's next
 * serial number (raised atomically in the database); later ones keep it and say 재발급. The
 * issue is counted only once the receipt has gone, so that a PDF or a transport that failed
 * leaves the next try a first issue, under the same serial.
 */
export class ReceiptIssuing {
  constructor(private readonly deps: ReceiptIssuingDependencies) {}

  async make(
    donor: DonorRecord,
    scope: ReceiptScope,
    /** The number to print: in full (the member's own download), or masked as just given. */
    identity: { readonly full?: string | null; readonly masked?: string | null } = {},
  ): Promise<MadeReceipt> {
    const { clock, donationReceipts } = this.deps;
    const contents = await receiptContentsOf(this.deps, donor, scope);
    const now = clock.now();
    const receipt = contents.live ?? (await this.firstIssue(donor, contents, now));
    const serial = serialOf(receipt);
    const reissue = receipt.issueCount > 0;
    const { info } = contents;
    const identityNumber =
      donor.kind === 'company'
        ? donor.businessNumber
        : (identity.full ?? identity.masked ?? info.donor.residentNumberMasked);
    const document: ReceiptDocument = {
      serial,
      reissue,
      issuedOn: formatCalendarDate(calendarDateOf(now)),
      scope,
      donor: { name: info.donor.name, identityNumber, address: info.donor.address },
      issuer: info.issuer,
      lines: info.lines,
      total: info.total,
    };
    const pdf = await this.deps.receiptPdfs.make(document);
    return {
      serial,
      reissue,
      fileName: receiptFileName(serial),
      pdf,
      donorName: info.donor.name,
      total: info.total,
      delivered: async (channel, destination, actorId) => {
        const at = clock.now().toISOString();
        await this.deps.transactions.run(async () => {
          await donationReceipts.countIssue(
            receipt.id,
            at,
            info.total,
            amountsByCodeOf(info.lines),
          );
          await donationReceipts.recordDelivery({
            id: this.deps.random.id(),
            receiptId: receipt.id,
            at,
            channel,
            destination,
            reissue,
            actorId,
          });
        });
      },
    };
  }

  private async firstIssue(
    donor: DonorRecord,
    contents: { scopeKey: string; taxYear: number; info: { total: number } },
    now: Date,
  ): Promise<ReceiptRecord> {
    const { donationReceipts, random } = this.deps;
    const serialYear = receiptSerialYearOf(now);
    const receipt: ReceiptRecord = {
      id: random.id(),
      serialYear,
      sequence: await donationReceipts.nextSequence(serialYear),
      donorId: donor.id,
      scopeKey: contents.scopeKey,
      taxYear: contents.taxYear,
      totalAmount: contents.info.total,
      issuedAt: now.toISOString(),
      issueCount: 0,
      lastIssuedAt: now.toISOString(),
      cancelledAt: null,
      cancelReason: null,
      cancelledBy: null,
    };
    if (await donationReceipts.create(receipt)) return receipt;
    // Another request issued it meanwhile: that one's serial is the receipt's.
    const live = await donationReceipts.live(donor.id, contents.scopeKey);
    if (!live) throw new Error('A live receipt was neither created nor found');
    return live;
  }
}

/** k***@example.com: where a receipt went, as the register keeps it. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** 02-***-4567. */
export function maskedFaxNumber(number: string): string {
  const parts = number.split('-');
  return parts.map((part, index) => (index === 1 ? '*'.repeat(part.length) : part)).join('-');
}
