import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { contentNoticesMigration } from './migrations/0007-content-notices';
import { contentPagesMigration } from './migrations/0008-content-pages';
import { contentAlbumsMigration } from './migrations/0009-content-albums';
import { contentHistoryMigration } from './migrations/0010-content-history';
import { contentImageHoldersMigration } from './migrations/0024-content-image-holders';
import { contentOrganizationMigration } from './migrations/0025-content-organization';
import { KyselyOrganizationRepository } from './organization-repository';
import { KyselyHistoryRepository } from './history-repository';
import { KyselyAlbumRepository, KyselySiteImageRepository } from './album-repository';
import { KyselyNoticeRepository } from './notice-repository';
import { KyselySitePageRepository } from './site-page-repository';

export type {
  AlbumPhotosTable,
  AlbumsTable,
  NoticesTable,
  NoticeViewsTable,
  OrganizationPositionsTable,
  PastPresidentsTable,
  TimelineEntriesTable,
  SiteImageHoldersTable,
  SiteImagesTable,
  SitePagesTable,
} from './tables';

/** The content's repositories, over a database or a transaction. */
export function contentRepositories(db: Kysely<Tables>) {
  return {
    notices: new KyselyNoticeRepository(db),
    sitePages: new KyselySitePageRepository(db),
    siteImages: new KyselySiteImageRepository(db),
    albums: new KyselyAlbumRepository(db),
    history: new KyselyHistoryRepository(db),
    organization: new KyselyOrganizationRepository(db),
  };
}

/** The content's migrations (server/features.ts). */
export function contentMigrations(): Record<string, Migration> {
  return {
    '0007-content-notices': contentNoticesMigration(),
    '0008-content-pages': contentPagesMigration(),
    '0009-content-albums': contentAlbumsMigration(),
    '0010-content-history': contentHistoryMigration(),
    '0024-content-image-holders': contentImageHoldersMigration(),
    '0025-content-organization': contentOrganizationMigration(),
  };
}
