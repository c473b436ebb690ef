import type { CheckoutRequest, StartedCheckout } from '../../src/domain/payments';
import { GENERAL_FUND_ID } from '../../src/domain/donations/donation';

/** A visitor's one-time gift of 3만원 to the general fund, with a receipt, as 기부하기 sends it. */
export function aGift(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    purpose: 'gift',
    fundId: GENERAL_FUND_ID,
    amount: '30,000',
    chargeDay: '',
    duesKind: null,
    method: 'card',
    donor: { name: '한가람', phone: '010-2345-6789', email: 'garam@example.com' },
    wantsReceipt: true,
    residentNumber: '',
    residentNumberConsent: false,
    namedInHallOfFame: false,
    consents: { terms: true, privacy: true },
    ...overrides,
  };
}

/** A card gift of 3만원 as the backend answers its start: what a payment window is opened with. */
export const A_STARTED_CHECKOUT: StartedCheckout = {
  orderId: 'gift-20261122-AbCdEfGhIjKlMnOpQrSt',
  orderName: '장학기금 기부 3만원',
  amount: 30_000,
  method: 'card',
  customer: { name: '한가람', email: 'garam@example.com', phone: '010-2345-6789' },
  outcome: null,
  cardRegistration: null,
};
