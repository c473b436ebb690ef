import { ContainerModule } from 'inversify';
import { WindowAddressFragment } from '../../adapters/browser/window-address-fragment';
import { HttpAuthApi } from '../../adapters/http/http-auth-api';
import { ApplyForMembership } from '../../application/accounts/apply-for-membership';
import { AUTH_API } from '../../application/accounts/auth-api';
import { WithdrawAccount } from '../../application/accounts/withdraw-account';
import { type FeatureComposition, resolve } from '../feature-composition';

/** Sign-up, recovery and withdrawal (and, for now, the session's calls: one AuthApi). */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(AUTH_API).to(HttpAuthApi);
  }),
  useCases: new ContainerModule(({ bind }) => {
    bind(ApplyForMembership).toSelf();
    bind(WithdrawAccount).toSelf();
  }),
  services: (container) => ({
    accounts: resolve(container, AUTH_API),
    membershipApplication: container.get(ApplyForMembership),
    withdrawal: container.get(WithdrawAccount),
    addressFragment: new WindowAddressFragment(),
  }),
};
