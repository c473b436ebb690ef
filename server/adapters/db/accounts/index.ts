import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../shared/dialect';
import type { QueryRunner } from '../shared/prepared-query';
import type { Tables } from '../shared/schema';
import { KyselyAccountRepository } from './account-repository';
import { consentsAppendOnlyMigration } from './migrations/0021-accounts-consents-append-only';
import { accountsDeadColumnsMigration } from './migrations/0023-accounts-dead-columns';
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

/**
 * The accounts' migrations (server/features.ts): the consents' history kept append-only; the
 * accounts table without its dead columns, the office lock's named for it.
 */
export function accountsMigrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0021-accounts-consents-append-only': consentsAppendOnlyMigration(dialect),
    '0023-accounts-dead-columns': accountsDeadColumnsMigration(),
  };
}
