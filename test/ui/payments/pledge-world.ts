import { GENERAL_FUND_ID } from '../../../src/domain/donations/donation';
import type { FakeWorld } from '../../support/fake-world';

/**
 * 김하늘's monthly pledge of 5만원 on the 25th, started through the fake's checkout: a card's
 * waits for its card window, a transfer's month for its deposit.
 */
export async function startPledge(world: FakeWorld, method: 'card' | 'bankTransfer' = 'card') {
  const started = await world.paymentApi.startCheckout({
    purpose: 'pledge',
    fundId: GENERAL_FUND_ID,
    amount: '50,000',
    chargeDay: 25,
    duesKind: null,
    method,
    donor: { name: '김하늘', phone: '010-9876-5432', email: 'haneul@example.com' },
    wantsReceipt: true,
    residentNumber: '',
    residentNumberConsent: false,
    namedInHallOfFame: false,
    consents: { terms: true, privacy: true },
  });
  return { pledgeId: started.orderId, customerKey: started.cardRegistration?.customerKey ?? '' };
}

/** A pledge whose card the sandbox registered (the declined test card leaves a month to retry). */
export async function registeredPledge(world: FakeWorld, cardNumber = '4242424242424242') {
  const { pledgeId, customerKey } = await startPledge(world);
  const { authKey } = await world.paymentApi.sandboxRegisterCard({ customerKey, cardNumber });
  return world.pledgeApi.registerPledgeCard({ pledgeId, authKey, customerKey });
}
