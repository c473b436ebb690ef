import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../shared/schema';
import { KyselyFileRepository } from './file-repository';

/** The files' repository, over a database or a transaction. */
export function filesRepositories(db: Kysely<DatabaseSchema>) {
  return { files: new KyselyFileRepository(db) };
}
