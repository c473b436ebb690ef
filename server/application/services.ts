import { FEATURES, type FeatureServices } from '../features';
import type { UseCaseContext } from './shared/context';
import { createSharedServices, type SharedServices } from './shared/shared-services';

/** Every use case of the server: the shared ones and each feature's (server/features.ts). */
export type Services = SharedServices & FeatureServices;

/** Every use case of the server, built over one context, feature after feature. */
export function createServices(context: UseCaseContext): Services {
  let services: object = createSharedServices(context);
  for (const feature of FEATURES) {
    // The compiler checks that a feature needs only the services built before it (features.ts).
    services = { ...services, ...feature.services(context, services as Services) };
  }
  return services as Services;
}
