import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex } from './schema-steps';

/**
 * Attempt throttles (server/domain/shared/attempt-throttle.ts): one row per key (a keyed digest of an
 * id and an address, an id, a mailbox and purpose; never the id or address itself), counted
 * atomically by the throttle repository. Replaces the sign-in lock kept on the account
 * (`failed_sign_ins`, `locked_until`), which parallel requests could overwrite and strangers
 * could set; those columns stay, unused, until a migration that rebuilds the table.
 */
export const attemptThrottlesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('attempt_throttles')
      .addColumn('throttle_key', 'text', (column) => column.primaryKey())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addColumn('wait_until', 'text')
      .addColumn('last_attempt_at', 'text', (column) => column.notNull())
      .execute();
    await createIndex(db, 'attempt_throttles_last_attempt', 'attempt_throttles', [
      'last_attempt_at',
    ]);
    await sql`update accounts set failed_sign_ins = 0, locked_until = null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('attempt_throttles').execute();
  },
};
