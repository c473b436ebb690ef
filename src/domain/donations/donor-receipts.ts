import type { DonorKind } from './records';
import {
  donationReceiptRefusal,
  NO_DONATIONS_FOR_RECEIPT,
  type ReceiptScope,
  receiptScopeKey,
} from './receipt';
import { yearReceiptDonations, yearReceiptHolding } from './receipt-contents';

/**
 * A donor's receipts of a tax year as the office's donor page lists them: the year's
 * consolidated receipt and each gift's own, issued or not, so that the office can issue, print
 * (to post) or fax the one a donor without e-mail needs.
 */
export interface DonorReceiptItem {
  readonly scope: ReceiptScope;
  /** The gift's day (YYYY-MM-DD) and fund; null for the year's receipt. */
  readonly donatedOn: string | null;
  readonly fundName: string | null;
  /** What the receipt certifies if issued now. */
  readonly amount: number;
  /** The live receipt already issued; null when it never was (a first issue takes a serial). */
  readonly issued: {
    readonly receiptId: string;
    readonly serial: string;
    readonly issueCount: number;
  } | null;
  /** Why it cannot be issued now; null when it can. */
  readonly refusal: string | null;
}

export interface DonorReceipts {
  readonly donorId: string;
  readonly name: string;
  readonly kind: DonorKind;
  /** Where the office would mail it; null when the donor has no address (post or fax). */
  readonly email: string | null;
  readonly residentNumberOnFile: boolean;
  readonly year: number;
  /** The years the donor gave in, newest first. */
  readonly years: number[];
  readonly items: DonorReceiptItem[];
}

/** A gift of the year, and a live receipt as the register keeps it. */
interface GiftOfYear {
  readonly donationId: string;
  readonly donatedOn: string;
  readonly amount: number;
  readonly fundName: string;
}
interface LiveReceipt {
  readonly receiptId: string;
  readonly serial: string;
  readonly issueCount: number;
}

/**
 * The year's receipt first, then each gift's, with the rules of issuing (a gift on one live
 * receipt only), decided once for the server and the fake backend.
 */
export function donorReceiptItemsOf(
  year: number,
  gifts: readonly GiftOfYear[],
  liveByScopeKey: ReadonlyMap<string, LiveReceipt>,
): DonorReceiptItem[] {
  const yearScope: ReceiptScope = { kind: 'year', year };
  const yearReceipt = liveByScopeKey.get(receiptScopeKey(yearScope)) ?? null;
  const liveKeys = new Set(liveByScopeKey.keys());
  const covered = yearReceiptDonations(gifts, liveKeys);
  const yearItem: DonorReceiptItem = {
    scope: yearScope,
    donatedOn: null,
    fundName: null,
    amount: covered.reduce((sum, gift) => sum + gift.amount, 0),
    issued: yearReceipt,
    refusal: covered.length === 0 ? NO_DONATIONS_FOR_RECEIPT : null,
  };
  const giftItems = [...gifts]
    .sort((a, b) => a.donatedOn.localeCompare(b.donatedOn))
    .map((gift): DonorReceiptItem => {
      const scope: ReceiptScope = { kind: 'donation', donationId: gift.donationId };
      return {
        scope,
        donatedOn: gift.donatedOn,
        fundName: gift.fundName,
        amount: gift.amount,
        issued: liveByScopeKey.get(receiptScopeKey(scope)) ?? null,
        refusal: donationReceiptRefusal(yearReceiptHolding(gift, liveKeys)),
      };
    });
  return [yearItem, ...giftItems];
}
