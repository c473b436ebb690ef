import type { Kysely } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyFileRepository } from './file-repository';

export type { AttachedFilesTable } from './tables';

/** The files' repository, over a database or a transaction. */
export function filesRepositories(db: Kysely<Tables>) {
  return { files: new KyselyFileRepository(db) };
}
