import type { Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { initialMigration } from './0001-initial';

/** Every migration, in order. Names sort as they run; never rename or edit one once shipped. */
export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
  };
}
