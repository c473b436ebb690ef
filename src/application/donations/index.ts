export {
  type ContributionPage,
  DONATION_API,
  DONATION_FUND_API,
  type DonationApi,
  type DonationFundApi,
} from './donation-api';
export {
  OFFICE_DONATION_API,
  type OfficeDonation,
  type OfficeDonationApi,
  type OfficeDonationFilter,
  type OfficeDonationPage,
} from './office-donation-api';
export { PUBLIC_DONATION_API, type PublicDonationApi } from './public-donation-api';
