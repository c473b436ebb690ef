import type { AdminAudit } from '../admin';
import type { FileGroups } from '../files';
import type { Clock, Random, SecretDigest, Transactions } from '../shared/ports';
import { Albums } from './albums';
import { History } from './history';
import { NoticeEditing, type NoticeEditingDependencies } from './notice-editing';
import { OrganizationChart } from './organization';
import type {
  AlbumRepository,
  HistoryRepository,
  HtmlSanitizer,
  ImageProcessor,
  NoticeRepository,
  OrganizationRepository,
  SiteImageRepository,
  SitePageRepository,
} from './ports';
import { PublicNotices } from './public-notices';
import { SiteImages } from './site-images';
import { SitePages } from './site-pages';

export type { NoticeVisitor } from './public-notices';
export { SiteImages } from './site-images';
export type {
  AlbumRepository,
  HistoryRepository,
  HtmlSanitizer,
  ImageHolder,
  ImageHolderKind,
  ImageProcessor,
  NoticeRepository,
  OrganizationRepository,
  ProcessedImage,
  SiteImageRepository,
  SitePageRepository,
} from './ports';

/** What the content feature's use cases are built from, by name. */
export interface ContentDependencies {
  readonly notices: NoticeRepository;
  readonly sitePages: SitePageRepository;
  readonly siteImageRecords: SiteImageRepository;
  readonly albums: AlbumRepository;
  readonly history: HistoryRepository;
  readonly organization: OrganizationRepository;
  readonly fileGroups: FileGroups;
  readonly audit: AdminAudit;
  readonly html: HtmlSanitizer;
  readonly images: ImageProcessor;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly transactions: Transactions;
  readonly fileMaxBytes: number;
  readonly noticeMail: NoticeEditingDependencies['noticeMail'];
}

/**
 * The association's public content and the office's editing of it: notices (the public list,
 * a notice and its views; drafts, publishing and attachments in the console), the pages of
 * text, the office's photos (and who holds each) and the galleries' albums.
 */
export function createContentServices(deps: ContentDependencies) {
  const { audit, clock, random, transactions, fileGroups, html } = deps;
  const siteImages = new SiteImages({
    siteImages: deps.siteImageRecords,
    fileGroups,
    images: deps.images,
    audit,
    clock,
    random,
    transactions,
    fileMaxBytes: deps.fileMaxBytes,
  });
  return {
    publicNotices: new PublicNotices({
      notices: deps.notices,
      fileGroups,
      clock,
      digest: deps.digest,
    }),
    noticeEditing: new NoticeEditing({
      noticeMail: deps.noticeMail,
      notices: deps.notices,
      fileGroups,
      siteImages,
      html,
      audit,
      clock,
      random,
      transactions,
    }),
    sitePages: new SitePages({
      sitePages: deps.sitePages,
      siteImages,
      html,
      audit,
      clock,
      transactions,
    }),
    siteImages,
    albums: new Albums({ albums: deps.albums, siteImages, audit, clock, random, transactions }),
    history: new History({ history: deps.history, audit, transactions }),
    organizationChart: new OrganizationChart({
      organization: deps.organization,
      audit,
      transactions,
    }),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
