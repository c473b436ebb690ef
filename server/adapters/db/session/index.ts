import type { Kysely } from 'kysely';
import type { QueryRunner } from '../shared/prepared-query';
import type { Tables } from '../shared/schema';
import { KyselySessionRepository } from './session-repository';

export type { RefreshTokensTable, TokenFamiliesTable } from './tables';

/** The session's repository, over a database or a transaction (`reads`: see kysely-store.ts). */
export function sessionRepositories(db: Kysely<Tables>, reads: QueryRunner) {
  return { sessions: new KyselySessionRepository(db, reads) };
}
