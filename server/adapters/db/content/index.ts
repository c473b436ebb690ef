import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { contentNoticesMigration } from './migrations/0007-content-notices';
import { contentPagesMigration } from './migrations/0008-content-pages';
import { KyselyNoticeRepository } from './notice-repository';
import { KyselySitePageRepository } from './site-page-repository';

export type { NoticesTable, NoticeViewsTable, SitePagesTable } from './tables';

/** The content's repositories, over a database or a transaction. */
export function contentRepositories(db: Kysely<Tables>) {
  return { notices: new KyselyNoticeRepository(db), sitePages: new KyselySitePageRepository(db) };
}

/** The content's migrations (server/features.ts). */
export function contentMigrations(): Record<string, Migration> {
  return {
    '0007-content-notices': contentNoticesMigration(),
    '0008-content-pages': contentPagesMigration(),
  };
}
