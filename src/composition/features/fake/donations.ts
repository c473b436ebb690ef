import { FakeDonationApi } from '../../../adapters/fake/fake-donation-api';
import { DONATION_API } from '../../../application/donations/donation-api';
import { ContainerModule } from 'inversify';

/** Donations have no server calls yet: only the fake answers them. */
export const fake = new ContainerModule(({ bind }) => {
  bind(DONATION_API).to(FakeDonationApi);
});
