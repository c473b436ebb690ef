import { HttpAuthApi } from '../../adapters/http/http-auth-api';
import { AUTH_API } from '../../application/accounts/auth-api';
import { type FeatureComposition, resolve } from '../feature-composition';

/** Sign-up, recovery and withdrawal (and, for now, the session's calls: one AuthApi). */
export const feature: FeatureComposition = {
  bindHttp(container) {
    container.bind(AUTH_API).to(HttpAuthApi);
  },
  services: (container) => ({ accounts: resolve(container, AUTH_API) }),
};
