import { type Kysely, type Migration, sql } from 'kysely';
import { dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The bank statements' deposits imported (issue 14): each reference once, so that the same
 * deposit read again, or two imports of one file at once, cannot make a second donation.
 */
export function importedReferencesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table imported_references (
        reference text primary key,
        donation_id text not null,
        imported_at text not null
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['imported_references']);
    },
  };
}
