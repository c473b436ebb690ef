import { inject, injectable } from 'inversify';
import type {
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
import {
  donationReceiptRefusal,
  NO_DONATIONS_FOR_RECEIPT,
  NO_SUCH_DONATION,
  type ReceiptBaseInfo,
  type ReceiptScope,
  receiptLinesOf,
  receiptScopeKey,
} from '../../domain/donations/receipt';
import { DEMO_ASSOCIATION } from '../../domain/shared/association/demo-association';
import type { Donor } from '../../domain/donations/records';
import { FakeBackend } from './fake-backend';
import type { FakeDonationRecord } from './fake-donation-records';
import { refusal } from './fake-error';
import { requireValid } from './require-valid';

/** The association as receipts name it in the fake backend (the server's defaults). */
export const FAKE_RECEIPT_ISSUER = {
  ...DEMO_ASSOCIATION,
  legalBasis: '「법인세법 시행령」 제39조제1항제1호',
};

/** The member's donations and receipts in the fake backend, with the server's rules. */
@injectable()
export class FakeDonationApi implements DonationApi, DonationFundApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async listFunds(): Promise<readonly DonationFund[]> {
    return [...this.backend.donationRecords.funds];
  }

  async listMyContributions(filter: ContributionFilter): Promise<ContributionPage> {
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
    return {
      items: matching
        .slice((page - 1) * size, page * size)
        .map((record) => records.donationOf(record)),
      page,
      size,
      total: matching.length,
      totalAmount: matching.reduce((sum, record) => sum + record.amount, 0),
      years: [...new Set(mine.map((record) => Number(record.donatedOn.slice(0, 4))))],
      funds: records.funds
        .filter((fund) => fundIds.has(fund.fundId))
        .map(({ fundId, name }) => ({ fundId, name })),
      namedInHallOfFame: donor?.namedInHallOfFame ?? false,
      residentNumberOnFile: false,
    };
  }

  async getReceiptBaseInfo(scope: ReceiptScope): Promise<ReceiptBaseInfo> {
    const { profile } = this.backend.requireAccount();
    const donor = this.myDonor();
    if (!donor) throw refusal('notFound', NO_SUCH_DONATION);
    const covered = this.covered(donor, scope);
    const records = this.backend.donationRecords;
    const lines = receiptLinesOf(covered.map((record) => records.donationOf(record)));
    const live = this.liveReceipt(donor.donorId, receiptScopeKey(scope));
    return {
      scope,
      donor: {
        name: profile.name,
        residentNumberMasked: null,
        address: profile.address ? `${profile.address.addr} ${profile.address.daddr}`.trim() : null,
      },
      residentNumberOnFile: false,
      issuer: FAKE_RECEIPT_ISSUER,
      lines,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
      issuedSerial: live?.serial ?? null,
    };
  }

  private covered(donor: Donor, scope: ReceiptScope): FakeDonationRecord[] {
    const records = this.backend.donationRecords;
    const mine = records.matching({ from: null, to: null }, { donorId: donor.donorId });
    if (scope.kind === 'donation') {
      const donation = mine.find((record) => record.donationId === scope.donationId);
      if (!donation) throw refusal('notFound', NO_SUCH_DONATION);
      const year = Number(donation.donatedOn.slice(0, 4));
      const yearReceipt = this.liveReceipt(donor.donorId, receiptScopeKey({ kind: 'year', year }));
      const refused = donationReceiptRefusal(yearReceipt !== undefined);
      if (refused) throw refusal('invalidState', refused);
      return [donation];
    }
    const covered = mine.filter(
      (record) =>
        record.donatedOn.startsWith(`${scope.year}-`) &&
        !this.liveReceipt(
          donor.donorId,
          receiptScopeKey({ kind: 'donation', donationId: record.donationId }),
        ),
    );
    if (covered.length === 0) throw refusal('notFound', NO_DONATIONS_FOR_RECEIPT);
    return covered;
  }

  private liveReceipt(donorId: string, scopeKey: string) {
    return this.backend.donationRecords.receipts.find(
      (receipt) =>
        receipt.donorId === donorId && receipt.scopeKey === scopeKey && !receipt.cancelled,
    );
  }

  private myDonor(): Donor | undefined {
    const { profile } = this.backend.requireAccount();
    return this.backend.donationRecords.donorOfMember(profile.userId);
  }
}
