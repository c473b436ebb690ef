import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { TransactionHooks, Transactions } from '../../application/shared/ports';
import { KyselyAttemptThrottleRepository } from './shared/attempt-throttle-repository';
import { camelCaseTables } from './shared/camel-case';
import { readsOf } from './shared/database';
import { kyselyRunner, type QueryRunner } from './shared/prepared-query';
import type { DatabaseSchema, Tables } from './shared/schema';

/** A feature as the store sees it: the repositories over its tables, if it has any. */
export interface FeatureWithRepositories {
  readonly name: string;
  readonly repositories?: (db: Kysely<Tables>, reads: QueryRunner) => object;
}

/** A transaction open in a flow of work, with what waits for its commit. */
interface OpenTransaction {
  readonly db: Kysely<Tables>;
  readonly committed: (() => Promise<void>)[];
}

/** The repositories several features share (shared/). */
function sharedRepositoriesOver(db: Kysely<Tables>) {
  return { throttles: new KyselyAttemptThrottleRepository(db) };
}

/**
 * The repositories over one database: the shared ones and each feature's own, as the
 * composition root lists them (server/features.ts), and transactions over them.
 *
 * Each repository is built once, over a database that is the open transaction's while one runs
 * in the same flow of work (AsyncLocalStorage), the database's own otherwise: so a use case
 * holds its repositories for good, and whatever it calls inside `transactions.run` (its own
 * repositories, another feature's entry) takes part. The tables are seen in camelCase
 * (shared/camel-case.ts). The hot path's prepared queries run on the database's own runner
 * outside transactions (readsOf); inside one, through the transaction.
 */
export function kyselyStore(
  db: Kysely<DatabaseSchema>,
  features: readonly FeatureWithRepositories[],
): { readonly transactions: Transactions & TransactionHooks } {
  const tables = camelCaseTables(db);
  const opened = new AsyncLocalStorage<OpenTransaction>();
  const open = { getStore: () => opened.getStore()?.db };
  const current = () => open.getStore() ?? tables;
  const outside = readsOf(db, tables);
  const reads: QueryRunner = {
    first(sql, parameters) {
      const transaction = open.getStore();
      return (transaction ? kyselyRunner(transaction) : outside).first(sql, parameters);
    },
  };
  const ambient = ambientDatabase(tables, current);
  const repositories: object = { ...sharedRepositoriesOver(ambient) };
  for (const feature of features)
    Object.assign(repositories, feature.repositories?.(ambient, reads));

  const transactions: Transactions & TransactionHooks = {
    async run(work) {
      if (opened.getStore()) return work();
      const committed: (() => Promise<void>)[] = [];
      const result = await tables
        .transaction()
        .execute((transaction) => opened.run({ db: transaction, committed }, work));
      // Outside the transaction's flow: a task's own queries run on the database.
      for (const task of committed) await task();
      return result;
    },
    async afterCommit(task) {
      const transaction = opened.getStore();
      if (transaction) transaction.committed.push(task);
      else await task();
    },
  };
  return { ...repositories, transactions };
}

/**
 * A Kysely that is, at each use, the transaction open in the current flow of work or else the
 * database itself. Methods are bound to the instance they come from (Kysely keeps its state in
 * private fields, which a proxy cannot reach).
 */
function ambientDatabase(tables: Kysely<Tables>, current: () => Kysely<Tables>): Kysely<Tables> {
  return new Proxy(tables, {
    get(_target, property) {
      const instance = current();
      const value: unknown = Reflect.get(instance, property, instance);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(instance)
        : value;
    },
  });
}
