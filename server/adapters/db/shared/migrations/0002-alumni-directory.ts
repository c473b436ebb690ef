import { type Kysely, type Migration, sql } from 'kysely';
import { isListedInDirectory } from '../../../../domain/directory';
import type { SqlDialect } from '../dialect';
import { insertSearchKeys, searchKeyRowsOf } from '../../directory';
import type { DatabaseSchema } from '../schema';
import { createIndex, dropIfThere } from './schema-steps';

/** Accounts read at a time by the back-fill. */
const BACKFILL_BATCH = 500;

/**
 * The alumni directory: its search keys (server/domain/directory/alumni-search-keys.ts) and the indexes
 * its queries use, on SQLite and PostgreSQL alike.
 *
 * - `alumni_search_keys (kind, key, user_id)` is the primary key, so a prefix search is a range
 *   on it; the member's graduation year and name ride along (a clustered WITHOUT ROWID table on
 *   SQLite, `INCLUDE` on PostgreSQL), so the range alone gives the matches in the directory's
 *   order. `key` compares as code points: SQLite's default BINARY collation, `COLLATE "C"` on
 *   PostgreSQL (a language collation would not keep every text that starts with q between q
 *   and its successor).
 * - Partial indexes over the listed members (approved accounts with the member role), in the
 *   directory's order (graduation year descending, name, user id): all of them, by class, and
 *   by city and by district with the sharing flag (a region filter matches only
 *   `share_region = 1`).
 *
 * Existing listed members get their keys here; afterwards the account repository keeps them in
 * step.
 */
export function alumniDirectoryMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // `key` compares as code points: SQLite's BINARY collation, "C" on PostgreSQL.
      await (
        dialect === 'postgres'
          ? sql`create table alumni_search_keys (
            kind text not null check (kind in ('name', 'initials', 'work')),
            key text collate "C" not null,
            user_id text not null references accounts (user_id) on delete cascade,
            graduation_year integer not null,
            name text not null,
            constraint alumni_search_keys_pk primary key (kind, key, user_id)
              include (graduation_year, name)
          )`
          : sql`create table alumni_search_keys (
            kind text not null check (kind in ('name', 'initials', 'work')),
            key text not null,
            user_id text not null references accounts (user_id) on delete cascade,
            graduation_year integer not null,
            name text not null,
            primary key (kind, key, user_id)
          ) without rowid`
      ).execute(db);
      // A member's keys (rewritten on every change), and "does this member also match the other
      // query?" probed per member when a search has two.
      await createIndex(db, 'alumni_search_keys_user', 'alumni_search_keys', [
        'user_id',
        'kind',
        'key',
      ]);
      if (dialect === 'postgres') {
        // Keys are short and many; a finer histogram keeps the estimate of a narrow prefix range
        // close to the truth, so the planner picks the right join for two queries at once.
        await sql`alter table alumni_search_keys alter column key set statistics 1000`.execute(db);
      }

      const listed = sql`status = 'approved' and role = 'member'`;
      await sql`create index alumni_directory_order on accounts
        (graduation_year desc, name, user_id) where ${listed}`.execute(db);
      await sql`create index alumni_directory_class on accounts
        (class_number, graduation_year desc, name, user_id) where ${listed}`.execute(db);
      // share_region is a column rather than part of the predicate: SQLite reads a partial index
      // as covering only when its predicate has at most two terms.
      await sql`create index alumni_directory_city on accounts
        (city, share_region, graduation_year desc, name, user_id) where ${listed}`.execute(db);
      await sql`create index alumni_directory_sgg on accounts
        (sgg, share_region, graduation_year desc, name, user_id) where ${listed}`.execute(db);

      await backfillSearchKeys(db);
    },

    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'index', [
        'alumni_directory_sgg',
        'alumni_directory_city',
        'alumni_directory_class',
        'alumni_directory_order',
      ]);
      await dropIfThere(db, 'table', ['alumni_search_keys']);
    },
  };
}

async function backfillSearchKeys(db: Kysely<DatabaseSchema>): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('accounts')
      .select(['user_id', 'status', 'role', 'name', 'graduation_year', 'company', 'job_title'])
      .select('share_company')
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(BACKFILL_BATCH)
      .execute();
    const last = rows.at(-1);
    if (!last) return;
    await insertSearchKeys(
      db,
      rows.flatMap((row) =>
        row.name &&
        row.graduation_year !== null &&
        isListedInDirectory({ ...row, graduationYear: row.graduation_year })
          ? searchKeyRowsOf({
              userId: row.user_id,
              name: row.name,
              graduationYear: row.graduation_year,
              company: row.company,
              jobTitle: row.job_title,
              sharesCompany: row.share_company === 1,
            })
          : [],
      ),
    );
    after = last.user_id;
  }
}
