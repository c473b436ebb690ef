import { ContainerModule } from 'inversify';
import { DUES_API, OFFICE_DUES_API } from '../../application/dues';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** Membership dues: their adapters load with the page that uses them. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(DUES_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-dues-api'), 'HttpDuesApi'),
    );
    bind(OFFICE_DUES_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-office-dues-api'), 'HttpOfficeDuesApi'),
    );
  }),
  services: (container) => ({
    dues: resolve(container, DUES_API),
    officeDues: resolve(container, OFFICE_DUES_API),
  }),
};
