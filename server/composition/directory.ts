import { directoryRepositories } from '../adapters/db/directory';
import { registerDirectoryRoutes } from '../adapters/http/directory';
import { type AlumniDirectoryRepository, createDirectoryServices } from '../application/directory';
import type { DuesServices } from '../application/dues';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly alumniDirectory: AlumniDirectoryRepository;
  }
}

/** The feature `directory` put together: its use cases over the root's ports, its routes, its tables. */
export const directoryFeature = {
  name: 'directory',
  services: (ports: RootPorts, _built: unknown, later: () => Pick<DuesServices, 'duesPayments'>) =>
    createDirectoryServices({
      alumniDirectory: ports.store.alumniDirectory,
      // Dues come after the directory in the list: their entry is reached when a search runs.
      duesBadges: { badgeHoldersAmong: (ids) => later().duesPayments.badgeHoldersAmong(ids) },
    }),
  routes: registerDirectoryRoutes,
  repositories: directoryRepositories,
} as const;
