import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * A bank statement's preview kept for its commit (issue 27): the office commits by the
 * preview's id, with only the rows and donors it kept, and the server enters what it previewed.
 * In the database, so that any instance takes the commit and a restart loses nothing; bound to
 * the office member who made it, and gone after its expiry (cleared as new previews are made).
 */
export function importPreviewsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table donation_import_previews (
        id text primary key,
        made_by text not null,
        made_at text not null,
        expires_at text not null,
        lines text not null
      )`.execute(db);
      await createIndex(db, 'donation_import_previews_expiry', 'donation_import_previews', [
        'expires_at',
      ]);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['donation_import_previews']);
    },
  };
}
