import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * Monthly pledges (issue 31, item 4): the pledge, and one charge per pledge and month — the
 * primary key (pledge_id, month) is what makes a month charged once, however many instances run
 * the schedule; an attempt is claimed by `claimed_until`. A payment order made for a charge
 * names its pledge and month, so that a payment settled later (reconciliation, a webhook) marks
 * the right charge.
 */
export function pledgesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table pledges (
        pledge_id text primary key,
        member_id text not null,
        fund_id text not null,
        amount bigint not null check (amount > 0 and amount < 1000000000000000),
        charge_day text not null,
        method text not null check (method in ('card', 'bankTransfer')),
        state text not null check (state in ('registering', 'active', 'paused', 'ended')),
        customer_key text not null unique,
        billing_key_sealed text,
        card_label text,
        transfer_reference text unique,
        donor_name text not null,
        donor_phone text not null,
        donor_email text not null,
        wants_receipt integer not null check (wants_receipt in (0, 1)),
        named_in_hall_of_fame integer not null check (named_in_hall_of_fame in (0, 1)),
        resident_number_sealed text,
        resident_number_masked text,
        active_since text not null,
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      await createIndex(db, 'pledges_member', 'pledges', ['member_id']);
      await createIndex(db, 'pledges_state', 'pledges', ['state']);
      await sql`create table pledge_charges (
        pledge_id text not null references pledges (pledge_id),
        month text not null,
        amount bigint not null check (amount > 0 and amount < 1000000000000000),
        state text not null check (state in ('pending', 'retrying', 'awaitingDeposit', 'paid', 'missed')),
        failed_attempts integer not null default 0,
        first_attempt_on text not null,
        next_attempt_on text,
        order_id text,
        claimed_until text,
        created_at text not null,
        updated_at text not null,
        primary key (pledge_id, month)
      )`.execute(db);
      await createIndex(db, 'pledge_charges_due', 'pledge_charges', ['state', 'next_attempt_on']);
      await createIndex(db, 'pledge_charges_month', 'pledge_charges', ['month']);
      await db.schema.alterTable('payment_orders').addColumn('pledge_id', 'text').execute();
      await db.schema.alterTable('payment_orders').addColumn('pledge_month', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['pledge_charges', 'pledges']);
    },
  };
}
