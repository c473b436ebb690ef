import { ContainerModule } from 'inversify';
import { ApiClient } from '../../adapters/http/api-client';
import { ADMIN_API } from '../../application/admin/admin-api';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyPort } from '../lazy-port';

/** The office's console: its HTTP adapter loads with the console's first call. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(ADMIN_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpAdminApi } = await import('../../adapters/http/http-admin-api');
        return new HttpAdminApi(client);
      });
    });
  }),
  services: (container) => ({ admin: resolve(container, ADMIN_API) }),
};
