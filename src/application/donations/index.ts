export type { DonationApi } from './donation-api';
