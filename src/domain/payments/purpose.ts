/**
 * What a payment is for (issues 31, 33): a one-time gift, a monthly pledge's charge, membership
 * dues, or an event's fee. Gifts and pledges are donations (a donation receipt); dues are not
 * (see `dues.ts`), nor is an event's fee (no paper: the registration shows it paid).
 */
export const PAYMENT_PURPOSES = ['gift', 'pledge', 'dues', 'event'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * What 기부하기's form may ask for: an event's fee is opened only from its registration
 * (`server/application/payments`' event fees), priced by the events feature.
 */
export const CHECKOUT_PURPOSES = [
  'gift',
  'pledge',
  'dues',
] as const satisfies readonly PaymentPurpose[];
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

export const PAYMENT_PURPOSE_LABELS: Readonly<Record<PaymentPurpose, string>> = {
  gift: '일시 기부',
  pledge: '정기 기부(매월)',
  dues: '회비 납부',
  event: '행사 참가비',
};

/** Whether money paid for this purpose is a donation (counted in funds, the hall of fame, receipts). */
export function isDonationPurpose(purpose: PaymentPurpose): boolean {
  return purpose === 'gift' || purpose === 'pledge';
}
