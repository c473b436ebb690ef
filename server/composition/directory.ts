import { directoryRepositories } from '../adapters/db/directory';
import { registerDirectoryRoutes } from '../adapters/http/directory';
import { type AlumniDirectoryRepository, createDirectoryServices } from '../application/directory';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly alumniDirectory: AlumniDirectoryRepository;
  }
}

/** The feature `directory` put together: its use cases over the root's ports, its routes, its tables. */
export const directoryFeature = {
  name: 'directory',
  services: (ports: RootPorts) =>
    createDirectoryServices({ alumniDirectory: ports.store.alumniDirectory }),
  routes: registerDirectoryRoutes,
  repositories: directoryRepositories,
} as const;
