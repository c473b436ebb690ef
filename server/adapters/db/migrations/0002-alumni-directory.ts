import { type Kysely, type Migration, sql } from 'kysely';
import { alumniSearchKeysOf } from '../../../domain/alumni-search-keys';
import type { SqlDialect } from '../database';
import { insertSearchKeys } from '../repositories/alumni-directory-repository';
import type { DatabaseSchema } from '../schema';

/** Accounts read at a time by the back-fill. */
const BACKFILL_BATCH = 500;

/**
 * The alumni directory: its search keys (server/domain/alumni-search-keys.ts) and the indexes
 * its queries use, on SQLite and PostgreSQL alike.
 *
 * - `alumni_search_keys (kind, key, user_id)` is the primary key, so a prefix search is a range
 *   on it that needs no other read (a clustered WITHOUT ROWID table on SQLite). `key` compares
 *   as code points: SQLite's default BINARY collation, `COLLATE "C"` on PostgreSQL (a language
 *   collation would not keep every text that starts with q between q and its successor).
 * - Partial indexes over the listed members (approved accounts with the member role), in the
 *   directory's order (graduation year descending, name, user id): all of them, by class, and,
 *   among those who share their region, by city and by district.
 *
 * Existing accounts get their keys here; afterwards the account repository keeps them in step.
 */
export function alumniDirectoryMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('alumni_search_keys')
        .addColumn('user_id', 'text', (column) =>
          column.notNull().references('accounts.user_id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) =>
          dialect === 'postgres' ? column.notNull().modifyEnd(sql`collate "C"`) : column.notNull(),
        )
        .addPrimaryKeyConstraint('alumni_search_keys_pk', ['kind', 'key', 'user_id'])
        .addCheckConstraint('alumni_search_keys_kind', sql`kind in ('name', 'initials', 'work')`)
        .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
        .execute();
      await db.schema
        .createIndex('alumni_search_keys_user')
        .on('alumni_search_keys')
        .column('user_id')
        .execute();

      const listed = sql`status = 'approved' and role = 'member'`;
      const sharing = sql`status = 'approved' and role = 'member' and share_region = 1`;
      await sql`create index alumni_directory_order on accounts
        (graduation_year desc, name, user_id) where ${listed}`.execute(db);
      await sql`create index alumni_directory_class on accounts
        (class_number, graduation_year desc, name, user_id) where ${listed}`.execute(db);
      await sql`create index alumni_directory_city on accounts
        (city, graduation_year desc, name, user_id) where ${sharing}`.execute(db);
      await sql`create index alumni_directory_sgg on accounts
        (sgg, graduation_year desc, name, user_id) where ${sharing}`.execute(db);

      await backfillSearchKeys(db);
    },

    async down(db: Kysely<unknown>) {
      for (const index of [
        'alumni_directory_sgg',
        'alumni_directory_city',
        'alumni_directory_class',
        'alumni_directory_order',
      ]) {
        await db.schema.dropIndex(index).ifExists().execute();
      }
      await db.schema.dropTable('alumni_search_keys').ifExists().execute();
    },
  };
}

async function backfillSearchKeys(db: Kysely<DatabaseSchema>): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('accounts')
      .select(['user_id', 'name', 'company', 'job_title', 'share_company'])
      .where('status', '<>', 'withdrawn')
      .where('name', 'is not', null)
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(BACKFILL_BATCH)
      .execute();
    const last = rows.at(-1);
    if (!last) return;
    await insertSearchKeys(
      db,
      rows.flatMap((row) =>
        alumniSearchKeysOf({
          name: row.name,
          company: row.company,
          jobTitle: row.job_title,
          sharesCompany: row.share_company === 1,
        }).map((key) => ({ userId: row.user_id, ...key })),
      ),
    );
    after = last.user_id;
  }
}
