import { FakeDonationApi } from '../../../adapters/fake/fake-donation-api';
import { DONATION_API } from '../../../application/donations/donation-api';
import type { Container } from 'inversify';

/** Donations have no server calls yet: only the fake answers them. */
export function bindFake(container: Container): void {
  container.bind(DONATION_API).to(FakeDonationApi);
}
