import type { Kysely, Migration } from 'kysely';
import { officeNameInitialsOf } from '../../accounts';
import { createIndex } from '../../shared/migrations/schema-steps';

/**
 * The office's member administration (issue 12). The office's lock of an account (이용 정지):
 * when, by which administrator and why; a locked account cannot sign in, and its signed-in
 * requests are refused (not to be confused with `locked_until`, the old per-account wait after
 * wrong passwords, now attempt_throttles). The name's initial consonants, for the office's
 * search by 초성 over every account (the directory's search keys hold only listed members).
 */
export function officeLockMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('accounts').addColumn('locked_at', 'text').execute();
      await db.schema.alterTable('accounts').addColumn('locked_by', 'text').execute();
      await db.schema.alterTable('accounts').addColumn('lock_reason', 'text').execute();
      await db.schema.alterTable('accounts').addColumn('name_initials', 'text').execute();
      await backfillNameInitials(db);
      // The office's warning on the same name and birth date (a second application, an impostor).
      await createIndex(db, 'accounts_name_birth_date', 'accounts', ['name', 'birth_date']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('accounts_name_birth_date').ifExists().execute();
      for (const column of ['name_initials', 'lock_reason', 'locked_by', 'locked_at']) {
        await db.schema.alterTable('accounts').dropColumn(column).execute();
      }
    },
  };
}

/** The initials of every named account, as the repository writes them from now on. */
async function backfillNameInitials(db: Kysely<unknown>): Promise<void> {
  const accounts = db as unknown as Kysely<{
    accounts: { user_id: string; name: string | null; name_initials: string | null };
  }>;
  const rows = await accounts
    .selectFrom('accounts')
    .select(['user_id', 'name'])
    .where('name', 'is not', null)
    .execute();
  for (const row of rows) {
    await accounts
      .updateTable('accounts')
      .set({ name_initials: officeNameInitialsOf(row.name) })
      .where('user_id', '=', row.user_id)
      .execute();
  }
}
