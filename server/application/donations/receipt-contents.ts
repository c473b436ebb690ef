import {
  type ReceiptBaseInfo,
  type ReceiptIssuer,
  type ReceiptScope,
  donationReceiptRefusal,
  formatReceiptSerial,
  NO_DONATIONS_FOR_RECEIPT,
  NO_SUCH_DONATION,
  receiptLinesOf,
  receiptScopeKey,
} from '../../../src/domain/donations/receipt';
import {
  receiptBaseInfoOf,
  receiptScopeKeysAround,
  receiptTaxYearOf,
  yearReceiptDonations,
  yearReceiptHolding,
} from '../../../src/domain/donations/receipt-contents';
import { AppError } from '../shared/app-error';
import type { AccountRepository } from '../shared/ports';
import type {
  CurrentDonation,
  DonationRepository,
  DonorRecord,
  DonorRepository,
  ReceiptRecord,
  ReceiptRepository,
} from './ports';

/** What a receipt for a donor and a scope holds, as it stands now. */
export interface ReceiptContents {
  readonly info: ReceiptBaseInfo;
  readonly donations: readonly CurrentDonation[];
  readonly scopeKey: string;
  readonly taxYear: number;
  /** The live receipt already issued for it, whose serial a new issue keeps. */
  readonly live: ReceiptRecord | null;
}

/** What gathering a receipt's contents reads: the records, the member's profile, the issuer. */
export interface ReceiptContentsDependencies {
  readonly donors: DonorRepository;
  readonly donations: DonationRepository;
  readonly donationReceipts: ReceiptRepository;
  readonly accounts: Pick<AccountRepository, 'findProfile'>;
  /** The association as donation receipts name it. */
  readonly receiptIssuer: ReceiptIssuer;
}

/**
 * Gathers a receipt's contents: the donations it covers (a year's leave out those with a
 * receipt of their own), the donor as the receipt names them (a member by their current name
 * and address), the masked resident number, and the association.
 */
export async function receiptContentsOf(
  deps: ReceiptContentsDependencies,
  donor: DonorRecord,
  scope: ReceiptScope,
): Promise<ReceiptContents> {
  const scopeKey = receiptScopeKey(scope);
  const { donations, taxYear } = await coveredDonations(deps, donor, scope);
  const [live, resident, member] = await Promise.all([
    deps.donationReceipts.live(donor.id, scopeKey),
    deps.donors.residentNumberOf(donor.id),
    donor.memberId ? deps.accounts.findProfile(donor.memberId) : null,
  ]);
  return {
    info: receiptBaseInfoOf({
      scope,
      donor,
      member,
      residentNumberMasked: resident?.masked ?? null,
      issuer: deps.receiptIssuer,
      lines: receiptLinesOf(donations),
      issuedSerial: live ? serialOf(live) : null,
    }),
    donations,
    scopeKey,
    taxYear,
    live,
  };
}

export function serialOf(receipt: Pick<ReceiptRecord, 'serialYear' | 'sequence'>): string {
  return formatReceiptSerial(receipt.serialYear, receipt.sequence);
}

async function coveredDonations(
  deps: Pick<ReceiptContentsDependencies, 'donations' | 'donationReceipts'>,
  donor: DonorRecord,
  scope: ReceiptScope,
): Promise<{ donations: CurrentDonation[]; taxYear: number }> {
  const { donations: donationRecords, donationReceipts } = deps;
  if (scope.kind === 'donation') {
    const donation = await donationRecords.current(scope.donationId);
    // Another donor's donation is answered as no donation at all.
    if (!donation || donation.donorId !== donor.id) {
      throw new AppError('notFound', NO_SUCH_DONATION);
    }
    const taxYear = receiptTaxYearOf(scope, donation.donatedOn);
    const live = await donationReceipts.liveScopes(donor.id, receiptScopeKeysAround([donation]));
    const refusal = donationReceiptRefusal(yearReceiptHolding(donation, live));
    if (refusal) throw new AppError('invalidState', refusal);
    return { donations: [donation], taxYear };
  }
  const all = await donationRecords.ofDonorBetween(
    donor.id,
    `${scope.year}-01-01`,
    `${scope.year}-12-31`,
  );
  const ownReceipts = await donationReceipts.liveScopes(
    donor.id,
    all.map((donation) => receiptScopeKey({ kind: 'donation', donationId: donation.donationId })),
  );
  const donations = yearReceiptDonations(all, ownReceipts);
  if (donations.length === 0) throw new AppError('notFound', NO_DONATIONS_FOR_RECEIPT);
  return { donations, taxYear: scope.year };
}
