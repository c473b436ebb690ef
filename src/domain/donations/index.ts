export type { ReceiptDocument, ReceiptIssuer } from './receipt';
export type { QueuedFax } from './receipt-register';
export { amountReadingOf, MAX_DONATION_WON, validateDonationAmount } from './amount';
export type { DonationFund } from './donation';
export { RESIDENT_NUMBER_CONSENT } from './receipt';
export { maskResidentNumber, validateResidentNumber } from './resident-number';
