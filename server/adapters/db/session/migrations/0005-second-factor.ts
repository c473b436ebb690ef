import type { Kysely, Migration } from 'kysely';
import {
  createIndex,
  createSingleUseTokenTable,
  notNull,
  ownedByAccount,
} from '../../shared/migrations/schema-steps';

/**
 * The administrators' second factor (issue 12): each administrator's TOTP secret (sealed with
 * AES-256-GCM) and the last time step accepted from it, the recovery codes (keyed digests) and
 * the tickets between the password and the code (keyed digests, five minutes, used once). All
 * go with the account.
 */
export function secondFactorMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('second_factors')
        .addColumn('user_id', 'text', (column) =>
          column.primaryKey().references('accounts.user_id').onDelete('cascade'),
        )
        .addColumn('sealed_secret', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('confirmed_at', 'text')
        .addColumn('last_step', 'integer')
        .execute();

      await db.schema
        .createTable('recovery_codes')
        .addColumn('code_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', ownedByAccount)
        .addColumn('created_at', 'text', notNull)
        .addColumn('used_at', 'text')
        .execute();
      await createIndex(db, 'recovery_codes_user', 'recovery_codes', ['user_id']);

      await createSingleUseTokenTable(db, 'second_factor_tickets');
      await createIndex(db, 'second_factor_tickets_user', 'second_factor_tickets', ['user_id']);
      await createIndex(db, 'second_factor_tickets_expiry', 'second_factor_tickets', [
        'expires_at',
      ]);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('second_factor_tickets').ifExists().execute();
      await db.schema.dropTable('recovery_codes').ifExists().execute();
      await db.schema.dropTable('second_factors').ifExists().execute();
    },
  };
}
