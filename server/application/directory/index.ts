import type { UseCaseContext } from '../shared/context';
import { AlumniDirectory } from './alumni-directory';

/** Finding alumni. */
export function createDirectoryServices(context: UseCaseContext) {
  return { alumniDirectory: new AlumniDirectory(context) };
}
