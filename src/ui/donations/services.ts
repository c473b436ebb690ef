import type {
  DonationApi,
  DonationFundApi,
  OfficeDonationApi,
  PublicDonationApi,
} from '../../application/donations';

// Scholarship donations, as the UI gets them (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The member's own donations and their receipts. */
    readonly donations: DonationApi;
    /** The funds donations go to. */
    readonly donationFunds: DonationFundApi;
    /** The office's records: funds, donors, donations (the console). */
    readonly officeDonations: OfficeDonationApi;
    /** 기부 현황 and 명예의 전당, for anyone. */
    readonly publicDonations: PublicDonationApi;
  }
}
