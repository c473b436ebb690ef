import type { DataOf } from '../../../src/contract/endpoint-types';
import type { CheckoutRequest } from '../../../src/domain/payments';
import { aGift as aCheckout } from '../../support/checkouts';
import { expectSuccess } from './auth-helpers';
import type { TestServer } from './test-server';

/** A visitor's gift of 30,000원 to the general fund, by `method`. */
export function aGift(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return aCheckout({
    amount: 30_000,
    donor: { name: '김기부', phone: '010-1234-5678', email: 'giver@example.com' },
    ...overrides,
  });
}

/** The public figures' total of this year in Korea (each gift counted once). */
export async function yearTotal(server: TestServer): Promise<number> {
  const year = Number(new Date().toLocaleString('en-CA', { timeZone: 'Asia/Seoul' }).slice(0, 4));
  const figures = expectSuccess(
    await server.call<DataOf<'donationYear'>>('donationYear', { query: { year: String(year) } }),
  );
  return figures.totalAmount;
}
