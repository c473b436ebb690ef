import type { PaymentPurpose } from './purpose';

/**
 * How a donor pays online (issue 31): a card, the provider's account transfer (계좌이체), a
 * virtual account the provider issues, or the association's own account with a reference the
 * statement import recognises (`transfer-reference.ts`).
 */
export const PAYMENT_METHODS = ['card', 'transfer', 'virtualAccount', 'bankTransfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: '신용·체크카드',
  transfer: '계좌이체',
  virtualAccount: '가상계좌',
  bankTransfer: '총동문회 계좌로 직접 입금',
};

/**
 * A monthly pledge is charged through a card's billing key or paid by the donor's own monthly
 * transfer to the association's account; the provider's one-time transfer and virtual account
 * cannot repeat.
 */
export const PLEDGE_METHODS = ['card', 'bankTransfer'] as const satisfies readonly PaymentMethod[];
export type PledgeMethod = (typeof PLEDGE_METHODS)[number];

export function methodsFor(purpose: PaymentPurpose): readonly PaymentMethod[] {
  return purpose === 'pledge' ? PLEDGE_METHODS : PAYMENT_METHODS;
}

/** Methods whose money arrives later than the checkout: the order waits for the deposit. */
export function isDepositMethod(method: PaymentMethod): boolean {
  return method === 'virtualAccount' || method === 'bankTransfer';
}
