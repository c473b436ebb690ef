import { type Kysely, type Migration, sql } from 'kysely';
import type { SqlDialect } from '../../shared/dialect';
import { createIndex } from '../../shared/migrations/schema-steps';

const APPEND_ONLY_MESSAGE = 'admin_audit_log is append-only';

/**
 * The administrators' audit log and the personal-data access records (issue 12). The audit log
 * is append-only in the database too: triggers refuse every UPDATE and DELETE, whoever sends it
 * (on PostgreSQL also TRUNCATE). The access records are deleted only by the maintenance, two
 * years after they were made. Neither references `accounts`: a record outlives what it is about.
 */
export function adminAuditMigration(dialect: SqlDialect): Migration {
  const runningNumber = (table: string) =>
    dialect === 'postgres'
      ? sql`create table ${sql.table(table)} (id bigserial primary key`
      : sql`create table ${sql.table(table)} (id integer primary key autoincrement`;
  return {
    async up(db: Kysely<unknown>) {
      await sql`${runningNumber('admin_audit_log')},
        at text not null,
        actor_id text not null,
        ip text,
        action text not null,
        target_id text,
        outcome text not null,
        detail text
      )`.execute(db);
      await createIndex(db, 'admin_audit_log_at', 'admin_audit_log', ['at']);
      await createIndex(db, 'admin_audit_log_actor', 'admin_audit_log', ['actor_id', 'at']);
      await createIndex(db, 'admin_audit_log_target', 'admin_audit_log', ['target_id', 'at']);
      await createIndex(db, 'admin_audit_log_action', 'admin_audit_log', ['action', 'at']);

      await sql`${runningNumber('personal_data_access_records')},
        at text not null,
        actor_id text not null,
        ip text,
        member_id text not null,
        kind text not null constraint personal_data_access_records_kind
          check (kind in ('view', 'update', 'download')),
        detail text
      )`.execute(db);
      await createIndex(db, 'personal_data_access_records_at', 'personal_data_access_records', [
        'at',
      ]);
      await createIndex(db, 'personal_data_access_records_member', 'personal_data_access_records', [
        'member_id',
        'at',
      ]);

      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function admin_audit_log_append_only() returns trigger language plpgsql as $$
            begin
              raise exception '${APPEND_ONLY_MESSAGE}' using errcode = 'insufficient_privilege';
            end;
            $$`,
          )
          .execute(db);
        await sql`create trigger admin_audit_log_no_change
          before update or delete on admin_audit_log
          for each row execute function admin_audit_log_append_only()`.execute(db);
        await sql`create trigger admin_audit_log_no_truncate
          before truncate on admin_audit_log
          for each statement execute function admin_audit_log_append_only()`.execute(db);
      } else {
        for (const [name, event] of [
          ['admin_audit_log_no_update', 'update'],
          ['admin_audit_log_no_delete', 'delete'],
        ] as const) {
          await sql
            .raw(
              `create trigger ${name} before ${event} on admin_audit_log
              begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
            )
            .execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('personal_data_access_records').ifExists().execute();
      await db.schema.dropTable('admin_audit_log').ifExists().execute();
      if (dialect === 'postgres') {
        await sql`drop function if exists admin_audit_log_append_only()`.execute(db);
      }
    },
  };
}
