import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The receipts' register completed (issue 14): each receipt keeps its amounts by code as last
 * issued (the 발급명세 has a line per code, and must say what was issued, not what the records
 * say today), and the year's batch of consolidated receipts by e-mail keeps its progress in the
 * database, one row per donor, so that any instance can show it, and a batch whose instance
 * stopped can be taken up again without sending anyone a second mail.
 */
export function receiptBatchesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table donation_receipts add column special_amount bigint not null default 0`.execute(
        db,
      );
      await sql`alter table donation_receipts add column general_amount bigint not null default 0`.execute(
        db,
      );
      await sql`create table receipt_batches (
        id text primary key,
        tax_year integer not null,
        started_at text not null,
        started_by text not null,
        total integer not null,
        sent integer not null default 0,
        skipped integer not null default 0,
        failed integer not null default 0,
        heartbeat_at text not null,
        finished_at text
      )`.execute(db);
      // One batch of a year runs at a time: a second start is refused by the database.
      await sql`create unique index receipt_batches_running
        on receipt_batches (tax_year) where finished_at is null`.execute(db);
      await createIndex(db, 'receipt_batches_year', 'receipt_batches', ['tax_year', 'started_at']);
      await sql`create table receipt_batch_items (
        batch_id text not null references receipt_batches (id),
        donor_id text not null references donors (id),
        position integer not null,
        state text not null check (state in ('waiting', 'sending', 'sent', 'skipped', 'failed')),
        note text,
        primary key (batch_id, donor_id)
      )`.execute(db);
      await createIndex(db, 'receipt_batch_items_state', 'receipt_batch_items', [
        'batch_id',
        'state',
        'position',
      ]);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['receipt_batch_items', 'receipt_batches']);
      await sql`alter table donation_receipts drop column general_amount`.execute(db);
      await sql`alter table donation_receipts drop column special_amount`.execute(db);
    },
  };
}
