import type { Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { initialMigration } from './0001-initial';
import { alumniDirectoryMigration } from './0002-alumni-directory';
import { attemptThrottlesMigration } from './0003-attempt-throttles';

/** Every migration, in order. Names sort as they run; never rename or edit one once shipped. */
export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-alumni-directory': alumniDirectoryMigration(dialect),
    '0003-attempt-throttles': attemptThrottlesMigration,
  };
}
