import { contentMigrations, contentRepositories } from '../adapters/db/content';
import { registerContentRoutes } from '../adapters/http/content';
import { createContentServices } from '../application/content';

/** The feature `content` put together: its use cases over the root's ports, its routes, its tables. */
export const contentFeature = {
  name: 'content',
  services: createContentServices,
  routes: registerContentRoutes,
  repositories: contentRepositories,
  migrations: contentMigrations,
} as const;
