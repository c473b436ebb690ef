import { sessionMigrations, sessionRepositories } from '../adapters/db/session';
import { registerSessionRoutes } from '../adapters/http/session';
import { createSessionServices } from '../application/session';

/** The feature `session` put together: its use cases over the root's ports, its routes, its tables. */
export const sessionFeature = {
  name: 'session',
  services: createSessionServices,
  routes: registerSessionRoutes,
  repositories: sessionRepositories,
  migrations: sessionMigrations,
} as const;
