import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * Who downloaded each public file on a day (issue 27): a keyed digest of the member or the
 * address (never the address itself), once per file and Korean day by the primary key, so that
 * a repeated download is not counted again that day. The hourly maintenance forgets past days;
 * the counts stay in `file_downloads`.
 */
export function filesDownloadVisitorsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table file_download_visitors (
        atch_file_id text not null references attached_files (atch_file_id) on delete cascade,
        day text not null,
        visitor text not null,
        primary key (atch_file_id, day, visitor)
      )`.execute(db);
      await createIndex(db, 'file_download_visitors_day', 'file_download_visitors', ['day']);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['file_download_visitors']);
    },
  };
}
