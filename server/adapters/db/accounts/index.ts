import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../shared/dialect';
import type { QueryRunner } from '../shared/prepared-query';
import type { Tables } from '../shared/schema';
import { KyselyAccountRepository } from './account-repository';
import { consentsAppendOnlyMigration } from './migrations/0021-accounts-consents-append-only';
import {
  KyselyAuthCodeRepository,
  KyselyConsentRepository,
  KyselyPasswordResetRepository,
} from './auth-repositories';

export { officeNameInitialsOf } from './name-initials';
export type {
  AccountConsentsTable,
  AccountsTable,
  AuthCodesTable,
  PasswordResetsTable,
} from './tables';

/**
 * The accounts' repositories, over a database or a transaction (`reads`: see kysely-store.ts).
 * The accounts table's port is shared (several features read accounts); its adapter is here.
 */
export function accountsRepositories(db: Kysely<Tables>, reads: QueryRunner) {
  return {
    accounts: new KyselyAccountRepository(db, reads),
    consents: new KyselyConsentRepository(db),
    authCodes: new KyselyAuthCodeRepository(db),
    passwordResets: new KyselyPasswordResetRepository(db),
  };
}

/** The accounts' migrations (server/features.ts): the consents' history kept append-only. */
export function accountsMigrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0021-accounts-consents-append-only': consentsAppendOnlyMigration(dialect),
  };
}
