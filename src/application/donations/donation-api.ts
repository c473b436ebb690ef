import type { ContributionFilter } from '../../domain/donations/contribution-filter';
import type { DonationFund, MyDonation } from '../../domain/donations/donation';
import type {
  ReceiptBaseInfo,
  ReceiptRequest,
  ReceiptScope,
  SentReceipt,
} from '../../domain/donations/receipt';
import type { DownloadedFile, TransferOptions } from '../files';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

export interface ContributionPage extends Page<MyDonation> {
  /** Sum of every donation the filter matches, not only this page's; whole won. */
  readonly totalAmount: number;
  /** The years the member gave in (newest first) and the funds they gave to: the filter's choices. */
  readonly years: readonly number[];
  readonly funds: readonly { readonly fundId: string; readonly name: string }[];
  readonly namedInHallOfFame: boolean;
  readonly residentNumberOnFile: boolean;
}

/** The member's donations and their receipts. */
export interface DonationApi {
  getMyContributions(filter: ContributionFilter, signal?: AbortSignal): Promise<ContributionPage>;
  getReceiptBaseInfo(scope: ReceiptScope, signal?: AbortSignal): Promise<ReceiptBaseInfo>;
  /** Sends the receipt's PDF to the address (the number on it masked). */
  sendReceiptMail(request: ReceiptRequest & { readonly email: string }): Promise<SentReceipt>;
  /** Sends the receipt's PDF to a fax number: a landline, 070 or 050 number. */
  sendReceiptFax(request: ReceiptRequest & { readonly faxNumber: string }): Promise<SentReceipt>;
  /** The member's own copy, the resident number in full. */
  downloadReceipt(request: ReceiptRequest, options?: TransferOptions): Promise<DownloadedFile>;
  /** Forgets the resident number kept for receipts. */
  forgetMyResidentNumber(): Promise<void>;
  /** Whether the hall of fame names the member (not by default). */
  updateMyDonorPreferences(preferences: { readonly namedInHallOfFame: boolean }): Promise<void>;
  /**
   * Gifts the member gave as a visitor (same name, mobile and e-mail) that they may bring into
   * 내 기부 내역 (issue 31): how many, their total and years.
   */
  claimableGifts(signal?: AbortSignal): Promise<ClaimableGifts>;
  /** Mails a 6-digit code to the member's own address: where, and until when it is good. */
  requestGiftClaim(): Promise<{ readonly email: string; readonly expiresAt: string }>;
  /** Brings those gifts in with the mailed code: how many, and their total. */
  confirmGiftClaim(code: string): Promise<{ readonly count: number; readonly total: number }>;
}

export interface ClaimableGifts {
  readonly count: number;
  /** Whole won. */
  readonly total: number;
  /** Newest first. */
  readonly years: readonly number[];
  /** Each gift's day (YYYY-MM-DD), fund and whole won, newest first. */
  readonly gifts: readonly {
    readonly donatedOn: string;
    readonly fundName: string;
    readonly amount: number;
  }[];
}

/** The funds donations go to, as anyone may list them. */
export interface DonationFundApi {
  listDonationFunds(signal?: AbortSignal): Promise<readonly DonationFund[]>;
}

export const DONATION_API = token<DonationApi>('DonationApi');
export const DONATION_FUND_API = token<DonationFundApi>('DonationFundApi');
