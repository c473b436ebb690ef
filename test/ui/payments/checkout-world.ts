import type { PaymentApi } from '../../../src/application/payments';
import type { DuesDefinition } from '../../../src/domain/payments';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';

/** 김하늘 (haneul01), signed in: her details prefill 기부하기. */
export async function memberWorld(): Promise<FakeWorld> {
  const world = fakeWorld();
  addMember(world, {
    userId: 'haneul01',
    name: '김하늘',
    email: 'haneul@example.com',
    mobile: '010-9876-5432',
  });
  await signInAs(world, 'haneul01');
  return world;
}

/**
 * The fake's checkout with dues the office set: the fake backend keeps no dues (the dues feature
 * has its own), so their options come from here; the rest is the fake's.
 */
export function withDues(world: FakeWorld, dues: readonly DuesDefinition[]): PaymentApi {
  const fake: PaymentApi = world.paymentApi;
  return {
    checkoutOptions: async (signal) => ({ ...(await fake.checkoutOptions(signal)), dues }),
    startCheckout: (request) => fake.startCheckout(request),
    confirmPayment: (redirect) => fake.confirmPayment(redirect),
    abandonCheckout: (orderId, code) => fake.abandonCheckout(orderId, code),
    paymentOrder: (orderId, signal) => fake.paymentOrder(orderId, signal),
  };
}
