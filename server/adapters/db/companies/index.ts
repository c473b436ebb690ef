import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyCompanyRepository } from './company-repository';
import { companiesMigration } from './migrations/0011-companies';

export type { CompaniesTable } from './tables';

/** The companies' repository, over a database or a transaction. */
export function companiesRepositories(db: Kysely<Tables>) {
  return { companies: new KyselyCompanyRepository(db) };
}

/** The companies' migrations (server/features.ts). */
export function companiesMigrations(): Record<string, Migration> {
  return { '0011-companies': companiesMigration() };
}
