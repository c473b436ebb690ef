import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type MigrationResultSet, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { inCamelCase } from './camel-case';
import { type FeatureWithMigrations, migrationsFor } from '../migrations';
import type { SqlDialect } from './dialect';
import { kyselyRunner, type QueryRunner } from './prepared-query';
import type { DatabaseSchema } from './schema';

export type { SqlDialect } from './dialect';

export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly dialect: SqlDialect;
  /**
   * Runs the hot path's prepared queries (prepared-query.ts) outside transactions: on SQLite
   * straight on the kept statement, on PostgreSQL through Kysely's pool.
   */
  readonly reads: QueryRunner;
  /** Applies every pending migration; throws when one fails. */
  migrate(): Promise<void>;
  /** Whether the database answers a trivial query (for /healthz). */
  isHealthy(): Promise<boolean>;
  /**
   * Brings the query planner's statistics up to date where they are missing or stale (SQLite's
   * `PRAGMA optimize`; PostgreSQL's autovacuum does this by itself). Runs after migrations and
   * then with the server's hourly maintenance; cheap (sampled) when nothing changed much.
   */
  optimize(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; null for SQLite. */
  readonly databaseUrl: string | null;
  /** The SQLite file (ignored for PostgreSQL); ':memory:' for a throwaway database. */
  readonly sqliteFile: string;
  /** The features whose migrations `migrate` runs after the shared history (server/features.ts). */
  readonly features: readonly FeatureWithMigrations[];
  /**
   * Told when an idle PostgreSQL connection fails (server restart, backend terminated). The pool
   * drops that connection and opens another on the next query.
   */
  readonly onIdleConnectionError?: (error: Error) => void;
}

/**
 * Opens the database, whose tables the code may also name in camelCase (camel-case.ts: the
 * repositories do; `db` is typed with the names as they are). SQLite is set up for durability:
 * WAL journal, `synchronous=FULL` (every commit that answers success is on disk), a 5-second
 * busy timeout, and foreign keys enforced.
 */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, the pool's 'error' event would be an uncaught exception that ends
    // the process.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = new Kysely<DatabaseSchema>({ dialect: inCamelCase(new PostgresDialect({ pool })) });
    return wrap(db, 'postgres', options.features, kyselyRunner(db), () => undefined);
  }
  if (options.sqliteFile !== ':memory:') createPrivately(options.sqliteFile);
  const sqlite = new SqliteDatabase(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Statistics from a sample of each index: enough for the planner, milliseconds to gather.
  sqlite.pragma('analysis_limit = 1000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<DatabaseSchema>({
    dialect: inCamelCase(new SqliteDialect({ database: statements })),
  });
  const reads = sqliteReads(sqlite, statements, kyselyRunner(db));
  fastReads.set(db, reads);
  return wrap(
    db,
    'sqlite',
    options.features,
    reads,
    // 0x10002: every table whose statistics are missing or stale, not only those queried.
    () => void sqlite.pragma('optimize = 0x10002'),
  );
}

/**
 * Creates the SQLite file's folder (0700) and the empty file itself (0600) before SQLite opens it:
 * SQLite would create it 0644 less the umask, readable by every account on the machine, and it
 * gives the -wal and -shm files the database file's permissions.
 */
function createPrivately(sqliteFile: string): void {
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(sqliteFile, 'a', 0o600));
}

/** Distinct statements kept prepared; the server runs a few dozen. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite driver uses it, with each statement prepared once: the driver
 * prepares every query afresh, which cost more than running it on the signed-in request path.
 * better-sqlite3 re-prepares a kept statement by itself when the schema changes. Kysely runs one
 * query at a time on the connection, so a kept statement is never in use twice at once.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const prepared = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = prepared.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        // Generated SQL varies (IN lists of any length): the oldest goes when the cache is full.
        if (prepared.size >= STATEMENT_CACHE_SIZE) {
          prepared.delete(prepared.keys().next().value as string);
        }
        prepared.set(text, statement);
      }
      return statement;
    },
  };
}

/** The SQLite databases' own runners, for the store built over their Kysely (readsOf). */
const fastReads = new WeakMap<Kysely<DatabaseSchema>, QueryRunner>();

/**
 * The runner for the prepared queries of a store over `db`: the database's own (Database.reads)
 * when `db` is one that openDatabase opened, else Kysely's (a transaction, a wrapped instance),
 * through `view` (the tables as the store sees them: camel-case.ts) if given.
 */
export function readsOf(
  db: Kysely<DatabaseSchema>,
  view: Parameters<typeof kyselyRunner>[0] = db,
): QueryRunner {
  return fastReads.get(db) ?? kyselyRunner(view);
}

/**
 * Reads on SQLite's one connection without Kysely's executor: the kept statement answers at once.
 * While a transaction is open on the connection (Kysely holds it between awaits), a read would
 * run inside it and see what it has not committed, so it then waits its turn through Kysely.
 */
function sqliteReads(
  sqlite: SqliteDatabase.Database,
  statements: ReturnType<typeof withStatementCache>,
  kysely: QueryRunner,
): QueryRunner {
  return {
    async first<Row>(sql: string, parameters: readonly unknown[]) {
      if (sqlite.inTransaction) return kysely.first<Row>(sql, parameters);
      return statements.prepare(sql).get(...parameters) as Row | undefined;
    },
  };
}

function wrap(
  db: Kysely<DatabaseSchema>,
  dialect: SqlDialect,
  features: readonly FeatureWithMigrations[],
  reads: QueryRunner,
  refreshStatistics: () => void,
): Database {
  const optimize = async () => {
    try {
      refreshStatistics();
    } catch {
      // Statistics only guide the planner; a busy database simply keeps the old ones.
    }
  };
  return {
    db,
    dialect,
    reads,
    async migrate() {
      // Collected first, so that a duplicated name fails the start with its own message.
      const migrations = migrationsFor(dialect, features);
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      const result: MigrationResultSet = await migrator.migrateToLatest();
      if (result.error) {
        const failed = result.results?.find((entry) => entry.status === 'Error');
        throw new Error(`Migration ${failed?.migrationName ?? '?'} failed`, {
          cause: result.error,
        });
      }
      await optimize();
    },
    optimize,
    async isHealthy() {
      try {
        await db.selectFrom('accounts').select('user_id').limit(1).execute();
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await db.destroy();
    },
  };
}
