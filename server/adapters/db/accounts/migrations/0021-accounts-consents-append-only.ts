import { type Kysely, type Migration, sql } from 'kysely';
import type { SqlDialect } from '../../shared/dialect';

const APPEND_ONLY_MESSAGE = 'account_consents is append-only';

/**
 * A member's consents become a history the database keeps (issue 27: "every change is kept with
 * its time"): each answer is a new row, and triggers refuse to change or delete one (on
 * PostgreSQL also to truncate the table). Accounts are erased in place, never deleted, so no
 * clean-up needs a way round.
 */
export function consentsAppendOnlyMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function account_consents_append_only() returns trigger language plpgsql as $$
            begin
              raise exception '${APPEND_ONLY_MESSAGE}' using errcode = 'insufficient_privilege';
            end;
            $$`,
          )
          .execute(db);
        await sql`create trigger account_consents_no_change
          before update or delete on account_consents
          for each row execute function account_consents_append_only()`.execute(db);
        await sql`create trigger account_consents_no_truncate
          before truncate on account_consents
          for each statement execute function account_consents_append_only()`.execute(db);
      } else {
        for (const operation of ['update', 'delete']) {
          await sql
            .raw(
              `create trigger account_consents_no_${operation}
              before ${operation} on account_consents
              begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
            )
            .execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists account_consents_no_change on account_consents`.execute(
          db,
        );
        await sql`drop trigger if exists account_consents_no_truncate on account_consents`.execute(
          db,
        );
        await sql`drop function if exists account_consents_append_only()`.execute(db);
      } else {
        await sql`drop trigger if exists account_consents_no_update`.execute(db);
        await sql`drop trigger if exists account_consents_no_delete`.execute(db);
      }
    },
  };
}
