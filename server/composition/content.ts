import { contentMigrations, contentRepositories } from '../adapters/db/content';
import { registerContentRoutes } from '../adapters/http/content';
import type { AdminServices } from '../application/admin';
import {
  type AlbumRepository,
  createContentServices,
  type HistoryRepository,
  type NoticeRepository,
  type OrganizationRepository,
  type SiteImageRepository,
  type SitePageRepository,
} from '../application/content';
import type { FilesServices } from '../application/files';
import type { MessagesServices } from '../application/messages';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly notices: NoticeRepository;
    readonly sitePages: SitePageRepository;
    readonly siteImages: SiteImageRepository;
    readonly albums: AlbumRepository;
    readonly history: HistoryRepository;
    readonly organization: OrganizationRepository;
  }
}

/** The feature `content` put together: its use cases over the root's ports, its routes, its tables. */
export const contentFeature = {
  name: 'content',
  services: (
    ports: RootPorts,
    built: Pick<FilesServices, 'fileGroups'> &
      Pick<AdminServices, 'adminAudit'> &
      Pick<MessagesServices, 'officeCampaigns'>,
  ) =>
    createContentServices({
      notices: ports.store.notices,
      sitePages: ports.store.sitePages,
      siteImageRecords: ports.store.siteImages,
      albums: ports.store.albums,
      history: ports.store.history,
      organization: ports.store.organization,
      fileGroups: built.fileGroups,
      audit: built.adminAudit,
      html: ports.html,
      images: ports.images,
      clock: ports.clock,
      random: ports.random,
      digest: ports.digest,
      transactions: ports.store.transactions,
      fileMaxBytes: ports.settings.fileMaxBytes,
      noticeMail: built.officeCampaigns,
    }),
  routes: registerContentRoutes,
  repositories: contentRepositories,
  migrations: contentMigrations,
} as const;
