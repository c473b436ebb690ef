import type { Kysely, Migration } from 'kysely';

/** The office lock's columns (0006-office-lock), old name → the name saying whose lock it is. */
const OFFICE_LOCK_COLUMNS = [
  ['locked_at', 'office_locked_at'],
  ['locked_by', 'office_locked_by'],
  ['lock_reason', 'office_lock_reason'],
] as const;

/**
 * The accounts table without its dead columns (issue 28): `failed_sign_ins` and `locked_until`,
 * the per-account wait after wrong passwords, written and never read since 0003-attempt-throttles.
 * The office's lock (이용 정지) keeps its values under names that say it is the office's. ALTER
 * TABLE on both dialects (SQLite ≥ 3.35 drops a column no index, constraint or trigger names):
 * every row, index, constraint and foreign key stays as it was.
 */
export function accountsDeadColumnsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('accounts').dropColumn('failed_sign_ins').execute();
      await db.schema.alterTable('accounts').dropColumn('locked_until').execute();
      for (const [old, named] of OFFICE_LOCK_COLUMNS) {
        await db.schema.alterTable('accounts').renameColumn(old, named).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const [old, named] of OFFICE_LOCK_COLUMNS) {
        await db.schema.alterTable('accounts').renameColumn(named, old).execute();
      }
      await db.schema
        .alterTable('accounts')
        .addColumn('failed_sign_ins', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('accounts').addColumn('locked_until', 'text').execute();
    },
  };
}
