import type { DataOf } from '../../../src/contract/endpoint-types';
import type { CheckoutRequest } from '../../../src/domain/payments';
import { expectSuccess } from './auth-helpers';
import type { TestServer } from './test-server';

/** A visitor's gift of 30,000원 to the general fund, by `method`. */
export function aGift(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    purpose: 'gift',
    fundId: 'general',
    amount: 30_000,
    chargeDay: '',
    duesKind: null,
    method: 'card',
    donor: { name: '김기부', phone: '010-1234-5678', email: 'giver@example.com' },
    wantsReceipt: true,
    residentNumber: '',
    residentNumberConsent: false,
    namedInHallOfFame: false,
    consents: { terms: true, privacy: true },
    ...overrides,
  };
}

/** The public figures' total of this year in Korea (each gift counted once). */
export async function yearTotal(server: TestServer): Promise<number> {
  const year = Number(new Date().toLocaleString('en-CA', { timeZone: 'Asia/Seoul' }).slice(0, 4));
  const figures = expectSuccess(
    await server.call<DataOf<'donationYear'>>('donationYear', { query: { year: String(year) } }),
  );
  return figures.totalAmount;
}
