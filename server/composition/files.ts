import { filesMigrations, filesRepositories } from '../adapters/db/files';
import { registerFilesRoutes } from '../adapters/http/files';
import { createFilesServices } from '../application/files';

/** The feature `files` put together: its use cases over the root's ports, its routes, its tables. */
export const filesFeature = {
  name: 'files',
  services: createFilesServices,
  routes: registerFilesRoutes,
  repositories: filesRepositories,
  migrations: filesMigrations,
} as const;
