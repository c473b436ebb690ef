import { inject, injectable } from 'inversify';
import type {
  ClaimableGifts,
  ContributionPage,
  DonationApi,
  DonationFundApi,
} from '../../application/donations/donation-api';
import {
  CONTRIBUTION_PAGE_SIZE,
  type ContributionFilter,
  contributionPeriodOf,
} from '../../domain/donations/contribution-filter';
import type { DonationFund } from '../../domain/donations/donation';
import type { DownloadedFile } from '../../application/files/file-api';
import { validateFaxNumber } from '../../domain/donations/fax-number';
import {
  NO_SUCH_DONATION,
  type ReceiptBaseInfo,
  type ReceiptRequest,
  type ReceiptScope,
  receiptFileName,
  type SentReceipt,
  receiptMailSubject,
} from '../../domain/donations/receipt';
import { yearReceiptHolding } from '../../domain/donations/receipt-contents';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { validateEmail } from '../../domain/shared/validation/email';
import { FAKE_RECEIPT_ISSUER, FakeReceiptDesk } from './fake-receipt-desk';
import type { Donor } from '../../domain/donations/records';
import { FakeBackend } from './fake-backend';
import { FakeGiftClaims } from './fake-gift-claims';
import { refusal } from './fake-error';
import { requireValid } from './require-valid';

/** The member's donations and receipts in the fake backend, with the server's rules. */
@injectable()
export class FakeDonationApi implements DonationApi, DonationFundApi {
  private readonly desk: FakeReceiptDesk;
  private readonly claims: FakeGiftClaims;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.desk = new FakeReceiptDesk(backend);
    this.claims = new FakeGiftClaims(backend);
  }

  async claimableGifts(): Promise<ClaimableGifts> {
    return this.claims.claimableGifts();
  }

  async requestGiftClaim() {
    return this.claims.requestGiftClaim();
  }

  async confirmGiftClaim(code: string) {
    return this.claims.confirmGiftClaim(code);
  }

  async listDonationFunds(): Promise<readonly DonationFund[]> {
    return [...this.backend.donationRecords.funds];
  }

  async getMyContributions(filter: ContributionFilter): Promise<ContributionPage> {
    const period = requireValid(contributionPeriodOf(filter));
    const page = filter.page ?? 1;
    const size = filter.size ?? CONTRIBUTION_PAGE_SIZE;
    const records = this.backend.donationRecords;
    const donor = this.myDonor();
    const mine = donor
      ? records.matching({ from: null, to: null }, { donorId: donor.donorId })
      : [];
    const matching = donor
      ? records.matching(period, {
          donorId: donor.donorId,
          ...(filter.fundId === undefined ? {} : { fundId: filter.fundId }),
        })
      : [];
    const fundIds = new Set(mine.map((record) => record.fundId));
    const live = donor ? this.desk.liveScopes(donor) : new Set<string>();
    return {
      items: matching.slice((page - 1) * size, page * size).map((record) => ({
        ...records.donationOf(record),
        onYearReceipt: yearReceiptHolding(record, live),
      })),
      page,
      size,
      total: matching.length,
      totalAmount: matching.reduce((sum, record) => sum + record.amount, 0),
      years: [...new Set(mine.map((record) => Number(record.donatedOn.slice(0, 4))))],
      funds: records.funds
        .filter((fund) => fundIds.has(fund.fundId))
        .map(({ fundId, name }) => ({ fundId, name })),
      namedInHallOfFame: donor?.namedInHallOfFame ?? false,
      residentNumberOnFile: donor ? records.residentNumbers.has(donor.donorId) : false,
    };
  }

  async getReceiptBaseInfo(scope: ReceiptScope): Promise<ReceiptBaseInfo> {
    return this.desk.baseInfo(this.requireDonor(), scope);
  }

  async sendReceiptMail(
    request: ReceiptRequest & { readonly email: string },
  ): Promise<SentReceipt> {
    const email = requireValid(validateEmail(request.email));
    const { info, receipt } = this.desk.issue(this.requireDonor(), request);
    const reissue = receipt.issues > 1;
    this.backend.sendMail({
      to: email,
      subject: receiptMailSubject(FAKE_RECEIPT_ISSUER.name, receipt.serial, reissue),
      text: `${info.donor.name} 님, 요청하신 기부금영수증을 보내 드립니다. 합계 ${formatKoreanAmount(info.total)}`,
    });
    return this.delivered(receipt.serial, reissue, 'mail', email);
  }

  async sendReceiptFax(
    request: ReceiptRequest & { readonly faxNumber: string },
  ): Promise<SentReceipt> {
    const number = requireValid(validateFaxNumber(request.faxNumber));
    const { receipt } = this.desk.issue(this.requireDonor(), request);
    return this.delivered(receipt.serial, receipt.issues > 1, 'fax', number);
  }

  /**
   * The member's copy. The fake backend runs in the browser and draws no PDF: it gives the
   * receipt's text, in Korean, as a text file named as the server names the PDF.
   */
  async downloadReceipt(request: ReceiptRequest): Promise<DownloadedFile> {
    const donor = this.requireDonor();
    const { info, receipt } = this.desk.issue(donor, request);
    this.delivered(receipt.serial, receipt.issues > 1, 'download', null);
    const full = this.backend.donationRecords.residentNumbers.get(donor.donorId)?.full;
    const text = [
      `기부금 영수증 ${receipt.serial}${receipt.issues > 1 ? ' (재발급)' : ''}`,
      `기부자: ${info.donor.name} ${full ?? ''}`.trim(),
      `기부금 단체: ${info.issuer.name} (${info.issuer.registrationNumber})`,
      ...info.lines.map(
        (line) =>
          `${line.type} ${line.code} ${line.category} ${line.date} ${line.description} ${line.amount}원`,
      ),
      `합계: ${formatKoreanAmount(info.total)}`,
    ].join('\n');
    return {
      fileName: receiptFileName(receipt.serial).replace(/\.pdf$/u, '.txt'),
      mimeType: 'text/plain',
      data: new Blob([text], { type: 'text/plain' }),
    };
  }

  async forgetMyResidentNumber(): Promise<void> {
    this.backend.donationRecords.residentNumbers.delete(this.requireDonor().donorId);
  }

  async updateMyDonorPreferences(preferences: {
    readonly namedInHallOfFame: boolean;
  }): Promise<void> {
    const donor = this.requireDonor();
    const records = this.backend.donationRecords;
    records.donors = records.donors.map((each) =>
      each.donorId === donor.donorId
        ? { ...each, namedInHallOfFame: preferences.namedInHallOfFame }
        : each,
    );
  }

  private delivered(
    serial: string,
    reissue: boolean,
    channel: 'mail' | 'fax' | 'download',
    destination: string | null,
  ): SentReceipt {
    this.backend.receiptDeliveries.push({ serial, channel, destination, reissue });
    const receipt = this.backend.donationRecords.receipts.find((each) => each.serial === serial);
    if (receipt) receipt.lastChannel = channel;
    // The fake backend has no fax service: a fax waits for the office, as on a server without one.
    return { serial, reissue, delivery: channel === 'fax' ? 'queued' : 'sent' };
  }

  private requireDonor(): Donor {
    const donor = this.myDonor();
    if (!donor) throw refusal('notFound', NO_SUCH_DONATION);
    return donor;
  }

  private myDonor(): Donor | undefined {
    const { profile } = this.backend.requireAccount();
    return this.backend.donationRecords.donorOfMember(profile.userId);
  }
}
