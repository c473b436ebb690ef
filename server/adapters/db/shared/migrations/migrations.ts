import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { initialMigration } from './0001-initial';
import { alumniDirectoryMigration } from './0002-alumni-directory';
import { attemptThrottlesMigration } from './0003-attempt-throttles';

/** A feature's own migrations, by name (server/features.ts: `migrations`). */
export type FeatureMigrations = (dialect: SqlDialect) => Record<string, Migration>;

/**
 * The shared history: the migrations shipped before the features brought their own. Each creates
 * or changes tables of several features at once, so they stay here, under the names every
 * database has recorded. Never rename or edit one once shipped.
 */
export function sharedMigrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-alumni-directory': alumniDirectoryMigration(dialect),
    '0003-attempt-throttles': attemptThrottlesMigration,
  };
}

/**
 * A migration's name: its four-digit number, then what it does in lowercase words joined by
 * hyphens, usually the feature's name first (`0008-content-pages`). Kysely's Migrator runs the
 * migrations in the order of their names, and refuses to start when a new one sorts before one a
 * database has already run: the number is that order.
 */
const MIGRATION_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*$/u;

export interface MigrationSource {
  /** Who brings them: a feature's name, or the shared history. */
  readonly owner: string;
  readonly migrations: Record<string, Migration>;
}

/**
 * Every source's migrations in one set, in the order they run (by name). Throws, so that the
 * server does not start, when a name is malformed, when two migrations have the same name (one
 * would silently replace the other), or when two have the same number (their order would hang on
 * their words, and a database that ran one could refuse the other).
 */
export function collectMigrations(sources: readonly MigrationSource[]): Record<string, Migration> {
  const owners = new Map<string, string>();
  const numbers = new Map<string, string>();
  const collected = new Map<string, Migration>();
  for (const { owner, migrations } of sources) {
    for (const [name, migration] of Object.entries(migrations)) {
      const number = MIGRATION_NAME.exec(name)?.[1];
      if (number === undefined) {
        throw new Error(
          `Migration "${name}" (${owner}) is not named as a number and words: "0008-content-pages"`,
        );
      }
      const previous = owners.get(name);
      if (previous !== undefined) {
        throw new Error(`Migration "${name}" is declared twice: by ${previous} and by ${owner}`);
      }
      const sameNumber = numbers.get(number);
      if (sameNumber !== undefined) {
        throw new Error(
          `Migrations "${sameNumber}" (${owners.get(sameNumber) ?? '?'}) and "${name}" (${owner}) ` +
            `share the number ${number}: give the newer one the next free number`,
        );
      }
      owners.set(name, owner);
      numbers.set(number, name);
      collected.set(name, migration);
    }
  }
  return Object.fromEntries([...collected].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
