export { DONATION_API, type DonationApi } from './donation-api';
