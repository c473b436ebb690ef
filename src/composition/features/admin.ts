import { ContainerModule } from 'inversify';
import { HttpAdminApi } from '../../adapters/http/http-admin-api';
import { ADMIN_API } from '../../application/admin/admin-api';
import { type FeatureComposition, resolve } from '../feature-composition';

/** The office's console. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(ADMIN_API).to(HttpAdminApi);
  }),
  services: (container) => ({ admin: resolve(container, ADMIN_API) }),
};
