import type { RootPorts } from './composition/root-ports';
import { FEATURES, type FeatureServices } from './features';
import { createSharedServices, type SharedServices } from './application/shared/shared-services';

/** Every use case of the server: the shared ones and each feature's (server/features.ts). */
export type Services = SharedServices & FeatureServices;

/** Every use case of the server, built over the root's ports, feature after feature. */
export function createServices(ports: RootPorts): Services {
  let services: object = createSharedServices(ports);
  for (const feature of FEATURES) {
    // The compiler checks that a feature needs only the services built before it (features.ts).
    services = { ...services, ...feature.services(ports, services as Services) };
  }
  return services as Services;
}
