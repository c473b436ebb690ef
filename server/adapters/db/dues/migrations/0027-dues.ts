import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * Membership dues (issue 31, item 5): the amounts the office sets (an annual amount per year, one
 * lifetime amount) with every change kept (who, when, from what), the dues paid (one per member
 * and year covered, or lifetime; one per payment order, so that recording an order twice records
 * one payment), the confirmation numbers' counter per year, and the member's wish to show the
 * 회비 납부 badge in the directory.
 */
export function duesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // `coverage` is `annual:2026` or `lifetime`: the key of what a definition or payment is for.
      await sql`create table dues_definitions (
        coverage text primary key,
        kind text not null check (kind in ('annual', 'lifetime')),
        year integer,
        amount bigint not null check (amount > 0),
        updated_at text not null,
        updated_by text not null
      )`.execute(db);
      await sql`create table dues_amount_changes (
        id text primary key,
        coverage text not null references dues_definitions (coverage),
        amount bigint not null,
        previous_amount bigint,
        changed_at text not null,
        changed_by text not null
      )`.execute(db);
      await createIndex(db, 'dues_amount_changes_by_time', 'dues_amount_changes', ['changed_at']);
      await sql`create table dues_payments (
        id text primary key,
        member_id text not null,
        kind text not null check (kind in ('annual', 'lifetime')),
        year integer,
        coverage text not null,
        amount bigint not null check (amount > 0),
        paid_at text not null,
        paid_on text not null,
        order_id text not null unique,
        confirmation_number text not null unique
      )`.execute(db);
      // A member pays a year (or lifetime dues) once, whatever two requests at once try.
      await sql`create unique index dues_payments_once on dues_payments (member_id, coverage)`.execute(
        db,
      );
      await createIndex(db, 'dues_payments_by_year', 'dues_payments', ['kind', 'year']);
      await createIndex(db, 'dues_payments_by_day', 'dues_payments', ['kind', 'paid_on']);
      await sql`create table dues_confirmation_serials (
        paid_year integer primary key,
        last_serial integer not null
      )`.execute(db);
      await sql`create table dues_badge_preferences (
        member_id text primary key,
        show_badge integer not null check (show_badge in (0, 1)),
        updated_at text not null
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', [
        'dues_badge_preferences',
        'dues_confirmation_serials',
        'dues_payments',
        'dues_amount_changes',
        'dues_definitions',
      ]);
    },
  };
}
