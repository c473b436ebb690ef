import type { UseCaseContext } from '../shared/context';
import { AlumniDirectory } from './alumni-directory';

/** Finding alumni. */
export function createDirectoryServices(context: UseCaseContext) {
  return { alumniDirectory: new AlumniDirectory(context) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type DirectoryServices = ReturnType<typeof createDirectoryServices>;
