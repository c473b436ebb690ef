import {
  donationReceiptRefusal,
  formatReceiptSerial,
  NO_DONATIONS_FOR_RECEIPT,
  NO_SUCH_DONATION,
  RESIDENT_NUMBER_CONSENT,
  type ReceiptBaseInfo,
  type ReceiptLine,
  type ReceiptRequest,
  type ReceiptScope,
  receiptFileName,
  receiptLinesOf,
  receiptMailSubject,
  receiptScopeKey,
  receiptSerialYearOf,
} from '../../domain/donations/receipt';
import {
  receiptBaseInfoOf,
  receiptTaxYearOf,
  receiptTotalOf,
  yearReceiptDonations,
  yearReceiptHolding,
} from '../../domain/donations/receipt-contents';
import { amountsByCodeOf } from '../../domain/donations/receipt-register';
import type { Donor } from '../../domain/donations/records';
import { maskResidentNumber, validateResidentNumber } from '../../domain/donations/resident-number';
import { DEMO_ASSOCIATION } from '../../domain/shared/association/demo-association';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import type { DownloadedFile } from '../../application/files';
import type { FakeBackend } from './fake-backend';
import type { FakeDonationRecord, FakeIssuedReceipt } from './fake-donation-records';
import { refusal } from './fake-error';
import { requireValid } from './require-valid';

/** The association as receipts name it in the fake backend (the server's defaults). */
export const FAKE_RECEIPT_ISSUER = {
  ...DEMO_ASSOCIATION,
  legalBasis: '「법인세법 시행령」 제39조제1항제1호',
};

/**
 * The fake backend's receipts, with the server's rules: what a receipt covers, serials per year
 * of issue, 재발급 under the same serial, a resident number kept only with its consent.
 */
export class FakeReceiptDesk {
  constructor(private readonly backend: FakeBackend) {}

  baseInfo(donor: Donor, scope: ReceiptScope): ReceiptBaseInfo {
    const resident = this.backend.donationRecords.residentNumbers.get(donor.donorId);
    return receiptBaseInfoOf({
      scope,
      donor,
      member: (donor.memberId && this.backend.accounts.get(donor.memberId)?.profile) || null,
      residentNumberMasked: resident?.masked ?? null,
      issuer: FAKE_RECEIPT_ISSUER,
      lines: this.linesOf(donor, scope),
      issuedSerial: this.live(donor.donorId, receiptScopeKey(scope))?.serial ?? null,
    });
  }

  /** Checks the request (its number and consent) and answers the receipt to send, counted. */
  issue(
    donor: Donor,
    request: ReceiptRequest,
  ): { info: ReceiptBaseInfo; receipt: FakeIssuedReceipt } {
    const given = this.givenNumber(request);
    const info = this.baseInfo(donor, request.scope);
    if (given) this.backend.donationRecords.residentNumbers.set(donor.donorId, given);
    const receipt = this.counted(donor, request.scope, info.lines);
    return { info: { ...info, ...(given ? { residentNumberOnFile: true } : {}) }, receipt };
  }

  /** The office's issue for any donor (the register's reissue, the year's batch). */
  issueForOffice(donor: Donor, scope: ReceiptScope): FakeIssuedReceipt {
    return this.counted(donor, scope, this.linesOf(donor, scope));
  }

  /** The fake draws no PDF: the receipt's text, named as the server names the PDF. */
  textFile(receipt: FakeIssuedReceipt): DownloadedFile {
    const donor = this.backend.donationRecords.donors.find((d) => d.donorId === receipt.donorId);
    const text = [
      `기부금 영수증 ${receipt.serial}${receipt.issues > 1 ? ' (재발급)' : ''}`,
      `기부자: ${donor?.name ?? ''}`,
      `기부금 단체: ${FAKE_RECEIPT_ISSUER.name}`,
      `합계: ${formatKoreanAmount(receipt.total)}`,
    ].join('\n');
    return {
      fileName: receiptFileName(receipt.serial).replace(/\.pdf$/u, '.txt'),
      mimeType: 'text/plain',
      data: new Blob([text], { type: 'text/plain' }),
    };
  }

  /** Mails a receipt into the fake's outbox, recorded as its delivery. */
  mail(receipt: FakeIssuedReceipt, email: string): void {
    const reissue = receipt.issues > 1;
    const donor = this.backend.donationRecords.donors.find((d) => d.donorId === receipt.donorId);
    this.backend.sendMail({
      to: email,
      subject: receiptMailSubject(FAKE_RECEIPT_ISSUER.name, receipt.serial, reissue),
      text: `${donor?.name ?? ''} 님, 기부금영수증을 보내 드립니다. 합계 ${formatKoreanAmount(receipt.total)}`,
    });
    this.backend.receiptDeliveries.push({
      serial: receipt.serial,
      channel: 'mail',
      destination: email,
      reissue,
    });
  }

  /** The scope keys of the donor's live receipts. */
  liveScopes(donor: Donor): Set<string> {
    return new Set(
      this.backend.donationRecords.receipts
        .filter((receipt) => receipt.donorId === donor.donorId && !receipt.cancelled)
        .map((receipt) => receipt.scopeKey),
    );
  }

  live(donorId: string, scopeKey: string): FakeIssuedReceipt | undefined {
    return this.backend.donationRecords.receipts.find(
      (receipt) =>
        receipt.donorId === donorId && receipt.scopeKey === scopeKey && !receipt.cancelled,
    );
  }

  /** The live receipt (a first issue takes the year's next serial), counted once more. */
  private counted(
    donor: Donor,
    scope: ReceiptScope,
    lines: readonly ReceiptLine[],
  ): FakeIssuedReceipt {
    const scopeKey = receiptScopeKey(scope);
    const now = this.backend.clock.now().toISOString();
    let receipt = this.live(donor.donorId, scopeKey);
    if (!receipt) {
      const year = receiptSerialYearOf(this.backend.clock.now());
      const sequence = (this.backend.donationRecords.serials.get(year) ?? 0) + 1;
      this.backend.donationRecords.serials.set(year, sequence);
      receipt = {
        receiptId: `receipt-${year}-${sequence}`,
        donorId: donor.donorId,
        scopeKey,
        serial: formatReceiptSerial(year, sequence),
        taxYear: receiptTaxYearOf(scope, lines[0]?.date ?? ''),
        issuedAt: now,
        cancelled: false,
        issues: 0,
        total: 0,
        amounts: { special: 0, general: 0 },
        lastIssuedAt: now,
        lastChannel: null,
        cancelledAt: null,
        cancelReason: null,
      };
      this.backend.donationRecords.receipts.push(receipt);
    }
    receipt.issues += 1;
    receipt.total = receiptTotalOf(lines);
    receipt.amounts = amountsByCodeOf(lines);
    receipt.lastIssuedAt = now;
    return receipt;
  }

  private givenNumber(request: ReceiptRequest): { full: string; masked: string } | null {
    if (!request.residentNumber?.trim()) return null;
    if (request.residentNumberConsent !== true) {
      throw refusal(
        'invalidInput',
        `주민등록번호를 저장하려면 수집·이용에 동의해 주세요. ${RESIDENT_NUMBER_CONSENT}`,
      );
    }
    const full = requireValid(
      validateResidentNumber(request.residentNumber, calendarDateOf(this.backend.clock.now())),
    );
    return { full, masked: maskResidentNumber(full) };
  }

  private linesOf(donor: Donor, scope: ReceiptScope): ReceiptLine[] {
    const records = this.backend.donationRecords;
    return receiptLinesOf(this.covered(donor, scope).map((record) => records.donationOf(record)));
  }

  private covered(donor: Donor, scope: ReceiptScope): FakeDonationRecord[] {
    const mine = this.backend.donationRecords.matching(
      { from: null, to: null },
      { donorId: donor.donorId },
    );
    if (scope.kind === 'donation') {
      const donation = mine.find((record) => record.donationId === scope.donationId);
      if (!donation) throw refusal('notFound', NO_SUCH_DONATION);
      const refused = donationReceiptRefusal(yearReceiptHolding(donation, this.liveScopes(donor)));
      if (refused) throw refusal('invalidState', refused);
      return [donation];
    }
    const covered = yearReceiptDonations(
      mine.filter((record) => record.donatedOn.startsWith(`${scope.year}-`)),
      this.liveScopes(donor),
    );
    if (covered.length === 0) throw refusal('notFound', NO_DONATIONS_FOR_RECEIPT);
    return covered;
  }
}
