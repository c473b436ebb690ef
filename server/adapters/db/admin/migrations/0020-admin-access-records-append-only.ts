import { type Kysely, type Migration, sql } from 'kysely';
import type { SqlDialect } from '../../shared/dialect';

const APPEND_ONLY_MESSAGE = 'personal_data_access_records is append-only';

/**
 * The personal-data access records become append-only like the audit log (issue 27): triggers
 * refuse every UPDATE (on PostgreSQL also TRUNCATE), and every DELETE but the retention
 * clean-up's. That one goes through a guarded path: inside its transaction the maintenance
 * writes the cut-off into `personal_data_access_retention`, deletes the records made before it,
 * and removes the row again; a DELETE of a record not older than a cut-off written there is
 * refused. Other connections never see the row (it is never committed).
 */
export function accessRecordsAppendOnlyMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table personal_data_access_retention (
        deletes_before text not null
      )`.execute(db);
      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function personal_data_access_records_guard() returns trigger language plpgsql as $$
            begin
              if tg_op = 'DELETE' then
                if exists (
                  select 1 from personal_data_access_retention r where old.at < r.deletes_before
                ) then
                  return old;
                end if;
              end if;
              raise exception '${APPEND_ONLY_MESSAGE}' using errcode = 'insufficient_privilege';
            end;
            $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create function personal_data_access_records_no_truncate() returns trigger language plpgsql as $$
            begin
              raise exception '${APPEND_ONLY_MESSAGE}' using errcode = 'insufficient_privilege';
            end;
            $$`,
          )
          .execute(db);
        await sql`create trigger personal_data_access_records_no_change
          before update or delete on personal_data_access_records
          for each row execute function personal_data_access_records_guard()`.execute(db);
        await sql`create trigger personal_data_access_records_no_truncate
          before truncate on personal_data_access_records
          for each statement execute function personal_data_access_records_no_truncate()`.execute(
          db,
        );
      } else {
        await sql
          .raw(
            `create trigger personal_data_access_records_no_update
            before update on personal_data_access_records
            begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger personal_data_access_records_no_delete
            before delete on personal_data_access_records
            when not exists (
              select 1 from personal_data_access_retention where old.at < deletes_before
            )
            begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists personal_data_access_records_no_change on personal_data_access_records`.execute(
          db,
        );
        await sql`drop trigger if exists personal_data_access_records_no_truncate on personal_data_access_records`.execute(
          db,
        );
        await sql`drop function if exists personal_data_access_records_guard()`.execute(db);
        await sql`drop function if exists personal_data_access_records_no_truncate()`.execute(db);
      } else {
        await sql`drop trigger if exists personal_data_access_records_no_update`.execute(db);
        await sql`drop trigger if exists personal_data_access_records_no_delete`.execute(db);
      }
      await db.schema.dropTable('personal_data_access_retention').ifExists().execute();
    },
  };
}
