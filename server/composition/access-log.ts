import { accessLogRepositories } from '../adapters/db/access-log';
import { registerAccessLogRoutes } from '../adapters/http/access-log';
import { createAccessLogServices } from '../application/access-log';

/** The feature `access-log` put together: its use cases over the root's ports, its routes, its tables. */
export const accessLogFeature = {
  name: 'access-log',
  services: createAccessLogServices,
  routes: registerAccessLogRoutes,
  repositories: accessLogRepositories,
} as const;
