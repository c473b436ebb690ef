import type {
  ContributionFilter,
  Donation,
  ReceiptBaseInfo,
  ReceiptFaxRequest,
  ReceiptMailRequest,
} from '../../domain/donations/donation';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

export interface ContributionPage extends Page<Donation> {
  /** Sum of every donation the filter matches, not only this page's; whole won. */
  readonly totalAmount: number;
}

/** The member's donations and their receipts. */
export interface DonationApi {
  listMyContributions(filter: ContributionFilter, signal?: AbortSignal): Promise<ContributionPage>;
  getReceiptBaseInfo(donationId: string, signal?: AbortSignal): Promise<ReceiptBaseInfo>;
  sendReceiptMail(request: ReceiptMailRequest, signal?: AbortSignal): Promise<void>;
  sendReceiptFax(request: ReceiptFaxRequest, signal?: AbortSignal): Promise<void>;
}

export const DONATION_API = token<DonationApi>('DonationApi');
