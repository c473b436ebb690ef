import { type Kysely, type Migration, sql } from 'kysely';
import { dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * How often each of the association's public files was downloaded (자료실, issue 13 item 5):
 * a row of its own per file, added to in the database on each download, so that the files'
 * own rows are never rewritten and two downloads at once both count.
 */
export function filesDownloadsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table file_downloads (
        atch_file_id text primary key references attached_files (atch_file_id) on delete cascade,
        downloads integer not null
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['file_downloads']);
    },
  };
}
