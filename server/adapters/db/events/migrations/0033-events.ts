import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * Events (issue 33): the office's events and their registrations.
 *
 * The event row counts its seats (`seats_taken`: people in confirmed registrations) and its
 * waiting line (`waiting_count`, and `line_serial`, the number the next registration takes in
 * line): a registration takes its seats by one conditional update of that row, so two requests
 * for the last seat are serialised by the row (PostgreSQL's row lock, SQLite's writer lock) and
 * never read-modify-write in the process (docs/decisions, the seat counter).
 *
 * A member has one live (not cancelled) registration per event, a visitor one per e-mail: two
 * partial unique indexes, whatever two requests at once try.
 */
export function eventsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table events (
        event_id text primary key,
        kind text not null,
        title text not null,
        description text not null,
        programme text not null,
        starts_at text not null,
        ends_at text not null,
        registration_deadline text not null,
        refund_deadline text,
        place_name text not null,
        place_address text not null,
        capacity integer not null check (capacity > 0),
        fee_member bigint not null check (fee_member >= 0),
        fee_companion bigint not null check (fee_companion >= 0),
        fee_visitor bigint not null check (fee_visitor >= 0),
        visitors_allowed integer not null check (visitors_allowed in (0, 1)),
        max_companions integer not null check (max_companions >= 0),
        pay_at_door integer not null check (pay_at_door in (0, 1)),
        contact_name text not null,
        contact_phone text not null,
        contact_email text not null,
        state text not null check (state in ('draft', 'published', 'closed', 'cancelled')),
        seats_taken integer not null default 0 check (seats_taken >= 0),
        waiting_count integer not null default 0 check (waiting_count >= 0),
        line_serial integer not null default 0,
        calendar_sequence integer not null default 0,
        published_at text,
        cancelled_at text,
        cancel_reason text,
        created_at text not null,
        created_by text not null,
        updated_at text not null,
        updated_by text not null
      )`.execute(db);
      await createIndex(db, 'events_by_start', 'events', ['state', 'starts_at']);
      await sql`create table event_registrations (
        registration_id text primary key,
        event_id text not null references events (event_id),
        member_id text,
        name text not null,
        phone text not null,
        email text not null,
        email_key text not null,
        class_number integer,
        companions integer not null check (companions >= 0),
        note text not null,
        state text not null check (state in ('confirmed', 'waiting', 'cancelled')),
        line_number integer not null,
        payment text not null
          check (payment in ('none', 'door', 'pending', 'paid', 'doorPaid', 'refunded')),
        amount bigint not null check (amount >= 0),
        order_id text,
        attended_at text,
        reminded_at text,
        created_at text not null,
        updated_at text not null,
        cancelled_at text
      )`.execute(db);
      // One live registration per member and event, and per e-mail for visitors.
      await sql`create unique index event_registrations_member_once
        on event_registrations (event_id, member_id)
        where state <> 'cancelled' and member_id is not null`.execute(db);
      await sql`create unique index event_registrations_visitor_once
        on event_registrations (event_id, email_key)
        where state <> 'cancelled' and member_id is null`.execute(db);
      await createIndex(db, 'event_registrations_by_line', 'event_registrations', [
        'event_id',
        'state',
        'line_number',
      ]);
      await createIndex(db, 'event_registrations_by_member', 'event_registrations', ['member_id']);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['event_registrations', 'events']);
    },
  };
}
