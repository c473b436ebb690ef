export type { ReceiptDocument, ReceiptIssuer } from './receipt';
export type { QueuedFax } from './receipt-register';
export { amountReadingOf, MAX_DONATION_WON, validateDonationAmount } from './amount';
export type { DonationFund } from './donation';
export { RESIDENT_NUMBER_CONSENT } from './receipt';
export { maskResidentNumber, validateResidentNumber } from './resident-number';
export {
  claimPhoneDigits,
  GIFT_CLAIM_CODE_TTL_MS,
  GIFT_CLAIM_TEXTS,
  GIFT_CLAIM_WRONG_CODES,
  isClaimableBy,
} from './gift-claims';
export type { ClaimIdentity } from './gift-claims';
