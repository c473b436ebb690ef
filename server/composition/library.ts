import { libraryMigrations, libraryRepositories } from '../adapters/db/library';
import { registerLibraryRoutes } from '../adapters/http/library';
import type { AdminServices } from '../application/admin';
import type { FilesServices } from '../application/files';
import { createLibraryServices, type LibraryRepository } from '../application/library';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly library: LibraryRepository;
  }
}

/** The feature `library` put together: its use cases over the root's ports, its routes, its tables. */
export const libraryFeature = {
  name: 'library',
  services: (
    ports: RootPorts,
    {
      fileGroups,
      adminAudit,
    }: Pick<FilesServices, 'fileGroups'> & Pick<AdminServices, 'adminAudit'>,
  ) =>
    createLibraryServices({
      library: ports.store.library,
      fileGroups,
      audit: adminAudit,
      clock: ports.clock,
      random: ports.random,
    }),
  routes: registerLibraryRoutes,
  repositories: libraryRepositories,
  migrations: libraryMigrations,
} as const;
