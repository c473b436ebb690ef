import { ContainerModule } from 'inversify';
import { WindowAddressFragment } from '../../adapters/browser/window-address-fragment';
import { ApplyForMembership } from '../../application/accounts/apply-for-membership';
import { AUTH_API } from '../../application/accounts/auth-api';
import { WithdrawAccount } from '../../application/accounts/withdraw-account';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** Sign-up, recovery and withdrawal (and, for now, the session's calls: one AuthApi). */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    // Loaded at the first call (a sign-in, or a stored session's check), not by every visitor.
    bind(AUTH_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-auth-api'), 'HttpAuthApi'),
    );
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
