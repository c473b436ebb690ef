import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  CONTRIBUTION_PAGE_SIZE,
  type ContributionFilter,
  contributionPeriodOf,
} from '../../../src/domain/donations/contribution-filter';
import type { Donation } from '../../../src/domain/donations/donation';
import { NO_SUCH_DONATION, type ReceiptScope } from '../../../src/domain/donations/receipt';
import {
  receiptScopeKeysAround,
  yearReceiptHolding,
} from '../../../src/domain/donations/receipt-contents';
import { AppError, requireValid } from '../shared/app-error';
import type { Principal } from '../shared/principal';
import type { Clock } from '../shared/ports';
import type { CurrentDonation, DonorRecord } from './ports';
import { type ReceiptContentsDependencies, receiptContentsOf } from './receipt-contents';

/** A receipt's scope as asked: one donation (the spec's `donationId`) or a whole year. */
export function receiptScopeOf(query: {
  readonly donationId?: string;
  readonly year?: number;
}): ReceiptScope {
  if (query.donationId !== undefined && query.year !== undefined) {
    throw new AppError('invalidInput', '기부 한 건과 한 해 중 하나만 골라 주세요.');
  }
  if (query.donationId !== undefined) return { kind: 'donation', donationId: query.donationId };
  if (query.year !== undefined) return { kind: 'year', year: query.year };
  throw new AppError('invalidInput', '영수증을 받을 기부나 연도를 골라 주세요.');
}

/** What the member's donations are read from (a receipt's contents among them). */
export interface MyDonationsDependencies extends ReceiptContentsDependencies {
  readonly clock: Clock;
}

/**
 * The signed-in member's own donations (`/api/user/my/contribution`) and their receipts: only
 * ever those of the donor record tied to the member's own account.
 */
export class MyDonations {
  constructor(private readonly deps: MyDonationsDependencies) {}

  async getMyContributions(
    principal: Principal,
    filter: ContributionFilter,
  ): Promise<DataOf<'getMyContributions'>> {
    const period = requireValid(contributionPeriodOf(filter));
    const page = filter.page ?? 1;
    const size = filter.size ?? CONTRIBUTION_PAGE_SIZE;
    const donor = await this.deps.donors.findOfMember(principal.userId);
    if (!donor) {
      return {
        items: [],
        page,
        size,
        total: 0,
        totalAmount: 0,
        years: [],
        funds: [],
        namedInHallOfFame: false,
        residentNumberOnFile: false,
      };
    }
    const { donations, donors, donationReceipts } = this.deps;
    const [found, overview, resident] = await Promise.all([
      donations.list({
        donorId: donor.id,
        from: period.from,
        to: period.to,
        fundId: filter.fundId ?? null,
        page,
        size,
      }),
      donations.overviewOf(donor.id),
      donors.residentNumberOf(donor.id),
    ]);
    // Whether each gift is on its year's issued receipt, so that the page offers no receipt of
    // its own that would be refused.
    const live = await donationReceipts.liveScopes(donor.id, receiptScopeKeysAround(found.items));
    return {
      items: found.items.map((record) => ({
        ...donationOf(record),
        onYearReceipt: yearReceiptHolding(record, live),
      })),
      page,
      size,
      total: found.total,
      totalAmount: found.totalAmount,
      ...overview,
      namedInHallOfFame: donor.namedInHallOfFame,
      residentNumberOnFile: resident !== null,
    };
  }

  async getReceiptBaseInfo(
    principal: Principal,
    scope: ReceiptScope,
  ): Promise<DataOf<'getReceiptBaseInfo'>> {
    const donor = await this.donorOf(principal);
    const { info } = await receiptContentsOf(this.deps, donor, scope);
    return { ...info, lines: [...info.lines] };
  }

  /** Whether the hall of fame names the member (their choice; not named by default). */
  async updateMyDonorPreferences(
    principal: Principal,
    preferences: { readonly namedInHallOfFame: boolean },
  ): Promise<void> {
    const donor = await this.donorOf(principal);
    await this.deps.donors.update(donor.id, {
      namedInHallOfFame: preferences.namedInHallOfFame,
      updatedAt: this.deps.clock.now().toISOString(),
    });
  }

  /** The member's donor record; a member who never gave has no donation to ask about. */
  private async donorOf(principal: Principal): Promise<DonorRecord> {
    const donor = await this.deps.donors.findOfMember(principal.userId);
    if (!donor) throw new AppError('notFound', NO_SUCH_DONATION);
    return donor;
  }
}

export function donationOf(record: CurrentDonation): Donation {
  return {
    donationId: record.donationId,
    donatedOn: record.donatedOn,
    amount: record.amount,
    fundId: record.fundId,
    fundName: record.fundName,
    method: record.method,
    receiptCode: record.receiptCode,
    memo: record.memo,
  };
}
