import { filesMigrations, filesRepositories } from '../adapters/db/files';
import { registerFilesRoutes } from '../adapters/http/files';
import {
  createFilesServices,
  type FileRepository,
  type FilesDependencies,
} from '../application/files';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly files: FileRepository;
  }
}

/** The feature `files` put together: its use cases over the root's ports, its routes, its tables. */
export const filesFeature = {
  name: 'files',
  services: (ports: RootPorts) => createFilesServices(filesDependenciesOf(ports)),
  routes: registerFilesRoutes,
  repositories: filesRepositories,
  migrations: filesMigrations,
} as const;

/** The files feature's ports, taken from the root's (also for seeding the demo's files). */
export function filesDependenciesOf(ports: RootPorts): FilesDependencies {
  return {
    fileRecords: ports.store.files,
    fileStore: ports.files,
    clock: ports.clock,
    random: ports.random,
    digest: ports.digest,
    fileMaxBytes: ports.settings.fileMaxBytes,
    reportFailure: ports.reportFailure,
  };
}
