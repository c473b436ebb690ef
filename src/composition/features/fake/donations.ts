import { ContainerModule } from 'inversify';
import { FakeDonationApi } from '../../../adapters/fake/fake-donation-api';
import { FakeOfficeDonationApi } from '../../../adapters/fake/fake-office-donation-api';
import { FakePublicDonationApi } from '../../../adapters/fake/fake-public-donation-api';
import {
  DONATION_API,
  DONATION_FUND_API,
  OFFICE_DONATION_API,
  PUBLIC_DONATION_API,
} from '../../../application/donations';

export const fake = new ContainerModule(({ bind }) => {
  bind(DONATION_API).to(FakeDonationApi).inSingletonScope();
  bind(DONATION_FUND_API).toService(DONATION_API);
  bind(OFFICE_DONATION_API).to(FakeOfficeDonationApi).inSingletonScope();
  bind(PUBLIC_DONATION_API).to(FakePublicDonationApi).inSingletonScope();
});
