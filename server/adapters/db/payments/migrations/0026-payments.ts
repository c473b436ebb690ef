import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * Payment orders (issue 31): one row per attempt to pay, holding what the server priced and
 * what the donor asked for, so that the browser's amount is never trusted and a payment is
 * recorded once. Its state changes by compare-and-set on `state` (payment-order-repository.ts).
 * The sandbox provider's payments have a table of their own, so that its test payments survive
 * a restart and are seen by every instance.
 */
export function paymentsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table payment_orders (
        order_id text primary key,
        purpose text not null check (purpose in ('gift', 'pledge', 'dues')),
        state text not null check (state in ('created', 'confirming', 'awaitingDeposit', 'paid',
          'failed', 'cancelled', 'expired', 'refunded')),
        amount bigint not null check (amount > 0 and amount < 1000000000000000),
        method text not null check (method in ('card', 'transfer', 'virtualAccount', 'bankTransfer')),
        provider text not null check (provider in ('toss', 'sandbox', 'own')),
        fund_id text,
        dues_kind text check (dues_kind in ('annual', 'lifetime')),
        dues_year integer,
        member_id text,
        donor_name text not null,
        donor_phone text not null,
        donor_email text not null,
        wants_receipt integer not null check (wants_receipt in (0, 1)),
        resident_number_sealed text,
        resident_number_masked text,
        named_in_hall_of_fame integer not null check (named_in_hall_of_fame in (0, 1)),
        payment_key text,
        failure text,
        transfer_reference text unique,
        deposit_bank text,
        deposit_account text,
        deposit_holder text,
        deposit_secret text,
        created_at text not null,
        confirm_requested_at text,
        paid_at text,
        deposit_due_at text,
        recorded_as text,
        updated_at text not null
      )`.execute(db);
      await createIndex(db, 'payment_orders_state', 'payment_orders', ['state', 'updated_at']);
      await createIndex(db, 'payment_orders_member', 'payment_orders', ['member_id']);
      await createIndex(db, 'payment_orders_payment_key', 'payment_orders', ['payment_key']);
      // The sandbox's records by kind (payment, order, card authorization, billing key,
      // cancellation) and key, each as JSON: a test provider's state, not the association's.
      await sql`create table sandbox_payment_records (
        kind text not null,
        record_key text not null,
        value text not null,
        updated_at text not null,
        primary key (kind, record_key)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['sandbox_payment_records', 'payment_orders']);
    },
  };
}
