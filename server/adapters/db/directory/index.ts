import type { Kysely } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyAlumniDirectoryRepository } from './alumni-directory-repository';

export type { AlumniSearchKeysTable } from './tables';

export {
  insertSearchKeys,
  type ListedMember,
  replaceSearchKeys,
  searchKeyRowsOf,
} from './alumni-directory-repository';

/** The directory's repository, over a database or a transaction. */
export function directoryRepositories(db: Kysely<Tables>) {
  return { alumniDirectory: new KyselyAlumniDirectoryRepository(db) };
}
