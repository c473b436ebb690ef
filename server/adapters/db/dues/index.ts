import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyDuesRepository } from './dues-repository';
import { duesMigration } from './migrations/0027-dues';

export type { DuesPaymentsTable } from './tables';

/** The dues' repository, over a database or a transaction. */
export function duesRepositories(db: Kysely<Tables>) {
  return { dues: new KyselyDuesRepository(db) };
}

/** The dues' migrations (server/features.ts). */
export function duesMigrations(): Record<string, Migration> {
  return { '0027-dues': duesMigration() };
}
