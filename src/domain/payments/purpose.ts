/**
 * What a payment is for (issue 31): a one-time gift, a monthly pledge's charge, or membership
 * dues. Gifts and pledges are donations (a donation receipt); dues are not (see `dues.ts`).
 */
export const PAYMENT_PURPOSES = ['gift', 'pledge', 'dues'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_PURPOSE_LABELS: Readonly<Record<PaymentPurpose, string>> = {
  gift: '일시 기부',
  pledge: '정기 기부(매월)',
  dues: '회비 납부',
};

/** Whether money paid for this purpose is a donation (counted in funds, the hall of fame, receipts). */
export function isDonationPurpose(purpose: PaymentPurpose): boolean {
  return purpose !== 'dues';
}
