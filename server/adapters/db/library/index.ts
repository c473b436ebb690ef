import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyLibraryRepository } from './library-repository';
import { libraryMigration } from './migrations/0013-library';

export type { LibraryDocumentsTable } from './tables';

/** The library's repository, over a database or a transaction. */
export function libraryRepositories(db: Kysely<Tables>) {
  return { library: new KyselyLibraryRepository(db) };
}

/** The library's migrations (server/features.ts). */
export function libraryMigrations(): Record<string, Migration> {
  return { '0013-library': libraryMigration() };
}
