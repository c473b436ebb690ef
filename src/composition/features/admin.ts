import { ContainerModule } from 'inversify';
import { ADMIN_API } from '../../application/admin/admin-api';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** The office's console: its HTTP adapter loads with the console's first call. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(ADMIN_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-admin-api'), 'HttpAdminApi'),
    );
  }),
  services: (container) => ({ admin: resolve(container, ADMIN_API) }),
};
