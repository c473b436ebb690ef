import { type Kysely, type Migration, sql } from 'kysely';
import type { SqlDialect } from '../../shared/dialect';

const GIVING_PURPOSES = "check (purpose in ('gift', 'pledge', 'dues'))";
const WITH_EVENT_FEES = "check (purpose in ('gift', 'pledge', 'dues', 'event'))";

/**
 * Event fees (issue 33): an order may pay an event registration's fee (purpose `event`), and
 * names its registration and the fee's name as the events feature gave it. PostgreSQL replaces
 * the purpose's check by name; SQLite cannot alter a check, so the table is rebuilt from its own
 * stored definition with the check widened (no table references payment_orders), and its
 * indexes are made again.
 */
export function paymentsEventFeesMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table payment_orders drop constraint payment_orders_purpose_check`.execute(
          db,
        );
        await sql`alter table payment_orders add constraint payment_orders_purpose_check ${sql.raw(WITH_EVENT_FEES)}`.execute(
          db,
        );
      } else {
        await rebuildSqliteTable(db);
      }
      await db.schema
        .alterTable('payment_orders')
        .addColumn('event_registration_id', 'text')
        .execute();
      await db.schema.alterTable('payment_orders').addColumn('event_name', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      // The widened check stays: narrowing it would refuse the event orders already taken.
      await db.schema.alterTable('payment_orders').dropColumn('event_name').execute();
      await db.schema.alterTable('payment_orders').dropColumn('event_registration_id').execute();
    },
  };
}

async function rebuildSqliteTable(db: Kysely<unknown>): Promise<void> {
  const definitions = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master
    where tbl_name = 'payment_orders' and sql is not null
    order by type desc`.execute(db);
  const table = definitions.rows.find((row) => row.type === 'table')?.sql ?? '';
  const widened = table
    .replace(GIVING_PURPOSES, WITH_EVENT_FEES)
    .replace(/^create table payment_orders\b/iu, 'create table payment_orders_rebuilt');
  if (!widened.includes(WITH_EVENT_FEES) || !widened.includes('payment_orders_rebuilt')) {
    throw new Error('payment_orders is not as migration 0026 made it: cannot widen its purpose');
  }
  await sql.raw(widened).execute(db);
  await sql`insert into payment_orders_rebuilt select * from payment_orders`.execute(db);
  await sql`drop table payment_orders`.execute(db);
  await sql`alter table payment_orders_rebuilt rename to payment_orders`.execute(db);
  for (const index of definitions.rows.filter((row) => row.type === 'index')) {
    await sql.raw(index.sql).execute(db);
  }
}
