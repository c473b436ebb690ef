import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyFileRepository } from './file-repository';
import { filesDownloadsMigration } from './migrations/0012-files-downloads';
import { filesDownloadVisitorsMigration } from './migrations/0022-files-download-visitors';

export type { AttachedFilesTable, FileDownloadsTable, FileDownloadVisitorsTable } from './tables';

/** The files' repository, over a database or a transaction. */
export function filesRepositories(db: Kysely<Tables>) {
  return { files: new KyselyFileRepository(db) };
}

/** The files' migrations after the shared history (server/features.ts). */
export function filesMigrations(): Record<string, Migration> {
  return {
    '0012-files-downloads': filesDownloadsMigration(),
    '0022-files-download-visitors': filesDownloadVisitorsMigration(),
  };
}
