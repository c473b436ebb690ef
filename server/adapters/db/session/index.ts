import type { Kysely, Migration } from 'kysely';
import type { QueryRunner } from '../shared/prepared-query';
import type { Tables } from '../shared/schema';
import { secondFactorMigration } from './migrations/0005-second-factor';
import { sessionSecondFactorClaimMigration } from './migrations/0018-session-second-factor-claim';
import { KyselySecondFactorRepository } from './second-factor-repository';
import { KyselySessionRepository } from './session-repository';

export type {
  RecoveryCodesTable,
  RefreshTokensTable,
  SecondFactorsTable,
  SecondFactorTicketsTable,
  TokenFamiliesTable,
} from './tables';

/** The session's repositories, over a database or a transaction (`reads`: see kysely-store.ts). */
export function sessionRepositories(db: Kysely<Tables>, reads: QueryRunner) {
  return {
    sessions: new KyselySessionRepository(db, reads),
    secondFactors: new KyselySecondFactorRepository(db),
  };
}

/**
 * The session's migrations (server/features.ts): the administrators' second factor, then the
 * sign-in's record of it and the enrolment's secret per ticket (issue 27).
 */
export function sessionMigrations(): Record<string, Migration> {
  return {
    '0005-second-factor': secondFactorMigration(),
    '0018-session-second-factor-claim': sessionSecondFactorClaimMigration(),
  };
}
