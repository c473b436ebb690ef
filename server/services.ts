import type { RootPorts } from './composition/root-ports';
import { sharedDependenciesOf } from './composition/shared';
import { FEATURES, type FeatureServices } from './features';
import { createSharedServices, type SharedServices } from './application/shared/shared-services';

/** Every use case of the server: the shared ones and each feature's (server/features.ts). */
export type Services = SharedServices & FeatureServices;

/** Every use case of the server, built over the root's ports, feature after feature. */
export function createServices(ports: RootPorts): Services {
  let services: object = createSharedServices(sharedDependenciesOf(ports));
  // A feature whose use cases call one of a feature built after it (withdrawal: the donor
  // record) reaches it through `later`, only when a request runs, once all are built.
  const later = () => services as Services;
  for (const feature of FEATURES) {
    // The compiler checks that a feature needs only the services built before it (features.ts).
    const wire = feature.services as (
      ports: RootPorts,
      built: Services,
      later: () => Services,
    ) => object;
    services = { ...services, ...wire(ports, services as Services, later) };
  }
  return services as Services;
}
