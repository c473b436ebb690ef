import { type Kysely, type Migration, sql } from 'kysely';
import { dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * 기부금 공개 (issue 14): per year, the report the office published and the uses of the funds
 * besides the scholarships (those are the scholarships' own records).
 */
export function donationDisclosuresMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table donation_disclosures (
        year integer primary key,
        atch_file_mst_id text,
        updated_at text not null,
        updated_by text not null
      )`.execute(db);
      await sql`create table donation_uses (
        year integer not null references donation_disclosures (year) on delete cascade,
        position integer not null,
        purpose text not null,
        amount bigint not null check (amount > 0 and amount < 1000000000000000),
        primary key (year, position)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['donation_uses', 'donation_disclosures']);
    },
  };
}
