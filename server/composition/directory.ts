import { directoryRepositories } from '../adapters/db/directory';
import { registerDirectoryRoutes } from '../adapters/http/directory';
import { createDirectoryServices } from '../application/directory';

/** The feature `directory` put together: its use cases over the root's ports, its routes, its tables. */
export const directoryFeature = {
  name: 'directory',
  services: createDirectoryServices,
  routes: registerDirectoryRoutes,
  repositories: directoryRepositories,
} as const;
