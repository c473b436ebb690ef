import { AlumniDirectory, type AlumniDirectoryDependencies } from './alumni-directory';

export { AlumniDirectory, type DuesBadges } from './alumni-directory';
export type { AlumniDirectoryRepository } from './ports';

/** What the directory's use cases use, by name. */
export type DirectoryDependencies = AlumniDirectoryDependencies;

/** Finding alumni. */
export function createDirectoryServices(deps: DirectoryDependencies) {
  return { alumniDirectory: new AlumniDirectory(deps) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type DirectoryServices = ReturnType<typeof createDirectoryServices>;
