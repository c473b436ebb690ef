import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * Donations (issue 14): funds, donors, the append-only donation records and the view of them as
 * they stand, scholarships paid, and the receipts' register with its per-year serials.
 */
export function donationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table donation_funds (
        id text primary key,
        name text not null unique,
        description text not null,
        active integer not null default 1 check (active in (0, 1)),
        position integer not null,
        created_at text not null
      )`.execute(db);
      // Every association has its general scholarship fund; designated funds are added by the office.
      await sql`insert into donation_funds (id, name, description, active, position, created_at)
        values ('general', '장학기금', '후배들의 장학금으로 쓰는 총동문회의 일반 장학기금입니다.', 1, 0,
          '2026-01-01T00:00:00.000Z')`.execute(db);
      await sql`create table donors (
        id text primary key,
        member_id text unique references accounts (user_id) on delete set null,
        kind text not null check (kind in ('person', 'company')),
        name text not null,
        business_number text,
        phone text,
        email text,
        address text,
        graduation_year integer,
        resident_number_sealed text,
        resident_number_masked text,
        named_in_hall_of_fame integer not null default 0 check (named_in_hall_of_fame in (0, 1)),
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      await createIndex(db, 'donors_name', 'donors', ['name']);
      await sql`create table donations (
        id text primary key,
        donation_id text not null,
        supersedes text unique references donations (id),
        donor_id text not null references donors (id),
        fund_id text not null references donation_funds (id),
        amount bigint not null check (amount > 0 and amount < 1000000000000000),
        donated_on text not null,
        method text not null check (method in ('transfer', 'cms', 'card', 'cash', 'in-kind')),
        receipt_code text not null check (receipt_code in ('10', '40')),
        memo text,
        voided integer not null default 0 check (voided in (0, 1)),
        reason text,
        bank_reference text,
        recorded_at text not null,
        recorded_by text not null
      )`.execute(db);
      await createIndex(db, 'donations_donor', 'donations', ['donor_id', 'donated_on']);
      await createIndex(db, 'donations_day', 'donations', ['donated_on']);
      await createIndex(db, 'donations_donation', 'donations', ['donation_id']);
      await createIndex(db, 'donations_bank_reference', 'donations', ['bank_reference']);
      await sql`create view current_donations as
        select d.* from donations d
        where d.voided = 0
          and not exists (select 1 from donations c where c.supersedes = d.id)`.execute(db);
      await sql`create table scholarships (
        id text primary key,
        year integer not null,
        fund_id text not null references donation_funds (id),
        students integer not null check (students > 0),
        amount bigint not null check (amount > 0 and amount < 1000000000000000),
        note text,
        recorded_at text not null,
        recorded_by text not null
      )`.execute(db);
      await createIndex(db, 'scholarships_year', 'scholarships', ['year']);
      await sql`create table receipt_serials (
        year integer primary key,
        last_sequence integer not null
      )`.execute(db);
      await sql`create table donation_receipts (
        id text primary key,
        serial_year integer not null,
        sequence integer not null,
        donor_id text not null references donors (id),
        scope_key text not null,
        tax_year integer not null,
        total_amount bigint not null,
        issued_at text not null,
        issue_count integer not null default 1,
        last_issued_at text not null,
        cancelled_at text,
        cancel_reason text,
        cancelled_by text,
        unique (serial_year, sequence)
      )`.execute(db);
      // One live receipt per donor and scope: a second issue is a reissue of the same serial.
      await sql`create unique index donation_receipts_live
        on donation_receipts (donor_id, scope_key) where cancelled_at is null`.execute(db);
      await createIndex(db, 'donation_receipts_year', 'donation_receipts', [
        'tax_year',
        'serial_year',
        'sequence',
      ]);
      await sql`create table receipt_deliveries (
        id text primary key,
        receipt_id text not null references donation_receipts (id),
        at text not null,
        channel text not null check (channel in ('mail', 'fax', 'download')),
        destination text,
        reissue integer not null check (reissue in (0, 1)),
        actor_id text not null
      )`.execute(db);
      await createIndex(db, 'receipt_deliveries_receipt', 'receipt_deliveries', ['receipt_id']);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', [
        'receipt_deliveries',
        'donation_receipts',
        'receipt_serials',
        'scholarships',
      ]);
      await sql`drop view if exists current_donations`.execute(db);
      await dropIfThere(db, 'table', ['donations', 'donors', 'donation_funds']);
    },
  };
}
