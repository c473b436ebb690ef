import { libraryMigrations, libraryRepositories } from '../adapters/db/library';
import { registerLibraryRoutes } from '../adapters/http/library';
import { createLibraryServices } from '../application/library';

/** The feature `library` put together: its use cases over the root's ports, its routes, its tables. */
export const libraryFeature = {
  name: 'library',
  services: createLibraryServices,
  routes: registerLibraryRoutes,
  repositories: libraryRepositories,
  migrations: libraryMigrations,
} as const;
