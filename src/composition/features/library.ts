import { ContainerModule } from 'inversify';
import { LIBRARY_API, OFFICE_LIBRARY_API } from '../../application/library';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** 자료실: its adapters load with the page that uses them. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(LIBRARY_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-library-api'), 'HttpLibraryApi'),
    );
    bind(OFFICE_LIBRARY_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-library-api'),
        'HttpOfficeLibraryApi',
      ),
    );
  }),
  services: (container) => ({
    library: resolve(container, LIBRARY_API),
    officeLibrary: resolve(container, OFFICE_LIBRARY_API),
  }),
};
