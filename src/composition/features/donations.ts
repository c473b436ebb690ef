import { ContainerModule } from 'inversify';
import {
  DONATION_API,
  DONATION_FUND_API,
  OFFICE_DONATION_API,
  PUBLIC_DONATION_API,
} from '../../application/donations';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** Scholarship donations: their adapters load with the pages that use them. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    const member = lazyHttpPort(
      () => import('../../adapters/http/http-donation-api'),
      'HttpDonationApi',
    );
    bind(DONATION_API).toDynamicValue(member);
    bind(DONATION_FUND_API).toDynamicValue(member);
    bind(PUBLIC_DONATION_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-public-donation-api'),
        'HttpPublicDonationApi',
      ),
    );
    bind(OFFICE_DONATION_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-donation-api'),
        'HttpOfficeDonationApi',
      ),
    );
  }),
  services: (container) => ({
    donations: resolve(container, DONATION_API),
    donationFunds: resolve(container, DONATION_FUND_API),
    officeDonations: resolve(container, OFFICE_DONATION_API),
    publicDonations: resolve(container, PUBLIC_DONATION_API),
  }),
};
