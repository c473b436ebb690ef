import { ContainerModule } from 'inversify';
import { ApiClient } from '../../adapters/http/api-client';
import { LIBRARY_API, OFFICE_LIBRARY_API } from '../../application/library/library-api';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyPort } from '../lazy-port';

/** 자료실: its adapters load with the page that uses them. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(LIBRARY_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpLibraryApi } = await import('../../adapters/http/http-library-api');
        return new HttpLibraryApi(client);
      });
    });
    bind(OFFICE_LIBRARY_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpOfficeLibraryApi } =
          await import('../../adapters/http/http-office-library-api');
        return new HttpOfficeLibraryApi(client);
      });
    });
  }),
  services: (container) => ({
    library: resolve(container, LIBRARY_API),
    officeLibrary: resolve(container, OFFICE_LIBRARY_API),
  }),
};
