import type { Kysely } from 'kysely';
import type { Repositories, Store } from '../../application/shared/ports';
import { FEATURES, type FeatureRepositories } from '../../features';
import { KyselyAttemptThrottleRepository } from './shared/attempt-throttle-repository';
import { camelCaseTables } from './shared/camel-case';
import { readsOf } from './shared/database';
import { kyselyRunner, type QueryRunner } from './shared/prepared-query';
import type { DatabaseSchema, Tables } from './shared/schema';

/**
 * The shared repositories and each feature's own (server/features.ts). The return type checks
 * that every repository of `Repositories`, with what the features add to it, is provided.
 */
function repositoriesOver(db: Kysely<Tables>, reads: QueryRunner): Repositories {
  const repositories = { throttles: new KyselyAttemptThrottleRepository(db) };
  for (const feature of FEATURES) {
    if ('repositories' in feature) Object.assign(repositories, feature.repositories(db, reads));
  }
  return repositories as typeof repositories & FeatureRepositories;
}

/**
 * The repositories over one database, and transactions over them. They see the tables in
 * camelCase (shared/camel-case.ts). The hot path's prepared queries run on the database's own
 * runner outside transactions (readsOf); inside one, through the transaction.
 */
export function kyselyStore(db: Kysely<DatabaseSchema>): Store {
  const tables = camelCaseTables(db);
  return {
    ...repositoriesOver(tables, readsOf(db, tables)),
    transaction: (work) =>
      tables.transaction().execute((trx) => work(repositoriesOver(trx, kyselyRunner(trx)))),
  };
}
