import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { contentNoticesMigration } from './migrations/0007-content-notices';
import { KyselyNoticeRepository } from './notice-repository';

export type { NoticesTable, NoticeViewsTable } from './tables';

/** The content's repositories, over a database or a transaction. */
export function contentRepositories(db: Kysely<Tables>) {
  return { notices: new KyselyNoticeRepository(db) };
}

/** The content's migrations (server/features.ts). */
export function contentMigrations(): Record<string, Migration> {
  return { '0007-content-notices': contentNoticesMigration() };
}
