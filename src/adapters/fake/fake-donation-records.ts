import type { ContributionPeriod } from '../../domain/donations/contribution-filter';
import { type Donation, type DonationFund, GENERAL_FUND_ID } from '../../domain/donations/donation';
import type { DisclosureUse } from '../../domain/donations/disclosure';
import type { AmountsByCode, ReceiptChannel } from '../../domain/donations/receipt-register';
import type { Donor, ValidDonation } from '../../domain/donations/records';
import type { ValidScholarship } from '../../domain/donations/scholarship';

/** One record of a donation, as the server keeps them: never changed, superseded instead. */
export interface FakeDonationRecord extends ValidDonation {
  readonly id: string;
  readonly donationId: string;
  readonly supersedes: string | null;
  readonly donorId: string;
  readonly voided: boolean;
  readonly reason: string | null;
  readonly recordedAt: string;
}

export interface FakeIssuedReceipt {
  readonly receiptId: string;
  readonly donorId: string;
  readonly scopeKey: string;
  readonly serial: string;
  readonly taxYear: number;
  readonly issuedAt: string;
  cancelled: boolean;
  issues: number;
  /** As last issued: the total, the amounts by code, when and how it went. */
  total: number;
  amounts: AmountsByCode;
  lastIssuedAt: string;
  lastChannel: ReceiptChannel | null;
  cancelledAt: string | null;
  cancelReason: string | null;
}

export interface FakeScholarship extends ValidScholarship {
  readonly id: string;
  readonly recordedAt: string;
}

export interface FakeDisclosure {
  readonly uses: readonly DisclosureUse[];
  readonly atchFileMstId: string | null;
}

/** The fake backend's donation records: funds, donors, donation records, receipts. */
export class FakeDonationRecords {
  funds: DonationFund[] = [
    {
      fundId: GENERAL_FUND_ID,
      name: '장학기금',
      description: '후배들의 장학금으로 쓰는 총동문회의 일반 장학기금입니다.',
      active: true,
    },
  ];
  donors: Donor[] = [];
  records: FakeDonationRecord[] = [];
  receipts: FakeIssuedReceipt[] = [];
  /** Scholarships paid, in the order recorded. */
  scholarships: FakeScholarship[] = [];
  /** The office's disclosures, by year: the other uses and the report's file group. */
  readonly disclosures = new Map<number, FakeDisclosure>();
  /** The last serial number given in each year. */
  readonly serials = new Map<number, number>();
  /** Resident numbers kept for receipts (sealed on the server), masked, by donor. */
  readonly residentNumbers = new Map<string, { readonly full: string; readonly masked: string }>();

  donorOfMember(memberId: string): Donor | undefined {
    return this.donors.find((donor) => donor.memberId === memberId);
  }

  /** The donations as they stand (each one's last record, unless cancelled), newest first. */
  current(): FakeDonationRecord[] {
    const superseded = new Set(this.records.map((record) => record.supersedes));
    return this.records
      .filter((record) => !superseded.has(record.id) && !record.voided)
      .sort(
        (a, b) =>
          b.donatedOn.localeCompare(a.donatedOn) ||
          b.recordedAt.localeCompare(a.recordedAt) ||
          a.id.localeCompare(b.id),
      );
  }

  matching(
    period: ContributionPeriod,
    filter: { readonly donorId?: string; readonly fundId?: string },
  ): FakeDonationRecord[] {
    return this.current().filter(
      (record) =>
        (filter.donorId === undefined || record.donorId === filter.donorId) &&
        (!filter.fundId || record.fundId === filter.fundId) &&
        (period.from === null || record.donatedOn >= period.from) &&
        (period.to === null || record.donatedOn <= period.to),
    );
  }

  donationOf(record: FakeDonationRecord): Donation {
    return {
      donationId: record.donationId,
      donatedOn: record.donatedOn,
      amount: record.amount,
      fundId: record.fundId,
      fundName: this.funds.find((fund) => fund.fundId === record.fundId)?.name ?? '',
      method: record.method,
      receiptCode: record.receiptCode,
      memo: record.memo,
    };
  }

  fundName(fundId: string): string {
    return this.funds.find((fund) => fund.fundId === fundId)?.name ?? '';
  }
}
