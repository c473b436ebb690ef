import { ContainerModule } from 'inversify';
import { SECOND_FACTOR_API } from '../../application/session/second-factor-api';
import { GuardNavigation } from '../../application/session/guard-navigation';
import { SessionService } from '../../application/session/session-service';
import { TOKEN_STORE } from '../../application/session/token-store';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** The session: its use cases; the token store is the browser's (container.ts). */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    // An administrator's second step: loaded at its first call, not by every visitor.
    bind(SECOND_FACTOR_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-second-factor-api'),
        'HttpSecondFactorApi',
      ),
    );
  }),
  useCases: new ContainerModule(({ bind }) => {
    bind(SessionService).toSelf();
    bind(GuardNavigation).toSelf();
  }),
  services(container) {
    const tokenStore = resolve(container, TOKEN_STORE);
    return {
      signInPreferences: {
        rememberedUserId: () => tokenStore.readRememberedUserId(),
        rememberUserId: (userId) => tokenStore.rememberUserId(userId),
        forgetRememberedUserId: () => tokenStore.forgetRememberedUserId(),
      },
    };
  },
};
