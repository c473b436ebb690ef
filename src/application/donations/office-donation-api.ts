import type { ContributionFilter } from '../../domain/donations/contribution-filter';
import type { Donation } from '../../domain/donations/donation';
import type { DonationDraft, Donor, DonorDraft, FundDraft } from '../../domain/donations/records';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

export interface OfficeDonation extends Donation {
  readonly donorId: string;
}

export interface OfficeDonationPage extends Page<OfficeDonation> {
  readonly totalAmount: number;
}

export interface OfficeDonationFilter extends ContributionFilter {
  readonly donorId?: string;
}

/** The office's records (administrators): funds, donors and donations. */
export interface OfficeDonationApi {
  createFund(draft: FundDraft): Promise<string>;
  updateFund(fundId: string, draft: FundDraft): Promise<void>;
  searchDonors(
    search: { readonly query: string; readonly page: number },
    signal?: AbortSignal,
  ): Promise<Page<Donor>>;
  createDonor(draft: DonorDraft): Promise<string>;
  updateDonor(donorId: string, draft: DonorDraft): Promise<void>;
  listDonations(filter: OfficeDonationFilter, signal?: AbortSignal): Promise<OfficeDonationPage>;
  recordDonation(donorId: string, draft: DonationDraft): Promise<string>;
  /** A correction is a new record; the one before stays. */
  correctDonation(donationId: string, draft: DonationDraft, reason: string): Promise<void>;
  cancelDonation(donationId: string, reason: string): Promise<void>;
}

export const OFFICE_DONATION_API = token<OfficeDonationApi>('OfficeDonationApi');
