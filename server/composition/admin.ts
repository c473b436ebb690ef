import { adminMigrations, adminRepositories } from '../adapters/db/admin';
import { registerAdminRoutes } from '../adapters/http/admin';
import { createAdminServices } from '../application/admin';

/** The feature `admin` put together: its use cases over the root's ports, its routes, its tables. */
export const adminFeature = {
  name: 'admin',
  services: createAdminServices,
  routes: registerAdminRoutes,
  repositories: adminRepositories,
  migrations: adminMigrations,
} as const;
