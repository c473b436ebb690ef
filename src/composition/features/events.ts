import { ContainerModule } from 'inversify';
import { EVENTS_API, OFFICE_EVENTS_API } from '../../application/events';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** Events (issue 33): their adapters load with the page that uses them. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(EVENTS_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-events-api'), 'HttpEventsApi'),
    );
    bind(OFFICE_EVENTS_API).toDynamicValue(
      // The same chunk as the site's: one import fewer in the start-up code (home budget).
      lazyHttpPort(() => import('../../adapters/http/http-events-api'), 'HttpOfficeEventsApi'),
    );
  }),
  services: (container) => ({
    events: resolve(container, EVENTS_API),
    officeEvents: resolve(container, OFFICE_EVENTS_API),
  }),
};
