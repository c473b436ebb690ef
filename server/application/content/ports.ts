import type { AlbumKind } from '../../../src/domain/content/albums';
import type { StoredAlbum } from '../../../src/domain/content/album-views';
import type { SiteImage } from '../../../src/domain/content/site-images';
import type { PastPresident, TimelineEntry } from '../../../src/domain/content/history';
import type { OrganizationPosition } from '../../../src/domain/content/organization';

/** The content feature's repositories and its ports: the HTML sanitiser and the image processor. */

/** Rich text from the office's editor, made safe to show to everyone. */
export interface HtmlSanitizer {
  /** The HTML with only the allowed tags, attributes and URLs, and its text alone. */
  clean(html: string): { readonly html: string; readonly text: string };
}

/** A photo as the image processor made it: upright, without metadata, in each width and format. */
export interface ProcessedImage {
  readonly width: number;
  readonly height: number;
  readonly variants: readonly {
    readonly width: number;
    readonly height: number;
    readonly webp: Buffer;
    readonly jpeg: Buffer;
  }[];
}

/**
 * Turns an uploaded photo into the site's files. May reject with HeavyWorkBusyError when photo
 * work is at its limit, and with ImageUnreadableError when the bytes are not a photo it can read.
 */
export interface ImageProcessor {
  process(input: Buffer): Promise<ProcessedImage>;
}

export class ImageUnreadableError extends Error {
  override readonly name = 'ImageUnreadableError';
  constructor(cause: unknown) {
    super('The image could not be read', { cause });
  }
}

export interface NoticeRecord {
  readonly id: string;
  readonly title: string;
  /** Sanitised HTML (HtmlSanitizer), as the page shows it. */
  readonly bodyHtml: string;
  /** The body's text alone, for the search. */
  readonly bodyText: string;
  readonly pinned: boolean;
  /** When it was published (ISO 8601); null while it is a draft. */
  readonly publishedAt: string | null;
  readonly attachmentsMstId: string | null;
  /** How many files the group held when the notice was saved (the list's clip mark). */
  readonly attachmentCount: number;
  readonly authorId: string;
  readonly views: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface NoticeListQuery {
  /** Words searched in the title and the body's text. */
  readonly query: string | null;
  /** Published ones only (the public list), or drafts too (the office's). */
  readonly publishedOnly: boolean;
  readonly page: number;
  readonly size: number;
}

/** A notice in a list: without its body. */
export type NoticeListed = Omit<NoticeRecord, 'bodyHtml' | 'bodyText'>;

export interface NoticeRepository {
  insert(notice: NoticeRecord): Promise<void>;
  /** Changes what the office edits; false when there is no such notice. */
  update(
    id: string,
    changes: Pick<
      NoticeRecord,
      | 'title'
      | 'bodyHtml'
      | 'bodyText'
      | 'pinned'
      | 'publishedAt'
      | 'attachmentsMstId'
      | 'attachmentCount'
      | 'updatedAt'
    >,
  ): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  find(id: string): Promise<NoticeRecord | null>;
  /** Pinned ones first, then the newest published (drafts, in the office's list, first of all). */
  list(query: NoticeListQuery): Promise<{ items: NoticeListed[]; total: number }>;
  /** The published notices just before and after one in the public list's order. */
  neighbours(
    notice: NoticeRecord,
  ): Promise<{ newer: NoticeListed | null; older: NoticeListed | null }>;
  /**
   * Counts a view by one visitor on one day (in Korea): the first of the day adds one to the
   * notice's count, atomically in the database; answers whether it counted.
   */
  recordView(id: string, day: string, visitor: string): Promise<boolean>;
  /** Forgets the days' visitors before that day (only the counts are kept). */
  forgetViewsBefore(day: string): Promise<number>;
}

/** One of the office's pages of text, as stored. */
export interface SitePageRecord {
  readonly key: string;
  readonly bodyHtml: string;
  readonly bodyText: string;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export interface SitePageRepository {
  find(key: string): Promise<SitePageRecord | null>;
  list(): Promise<SitePageRecord[]>;
  /** Writes the page whole, whether it was there or not. */
  save(page: SitePageRecord): Promise<void>;
}

/** A processed photo's record: its size and the files of each width (SiteImage). */
export interface SiteImageRecord extends SiteImage {
  readonly createdBy: string;
  readonly createdAt: string;
}

/** What holds a site's photo: a notice's or a page's body, an album, or a company's logo. */
export type ImageHolderKind = 'notice' | 'page' | 'album' | 'company';

export interface ImageHolder {
  readonly kind: ImageHolderKind;
  /** The notice's, album's or company's id, or the page's key. */
  readonly id: string;
}

export interface SiteImageRepository {
  insert(image: SiteImageRecord): Promise<void>;
  /** The images among those ids that exist (in no particular order). */
  findMany(imageIds: readonly string[]): Promise<SiteImageRecord[]>;
  /**
   * Records that the holder holds exactly those images (none: it let them all go), replacing
   * what it held before; the caller holds a transaction.
   */
  hold(holder: ImageHolder, imageIds: readonly string[]): Promise<void>;
  /** Images made before that instant that nothing holds, oldest first. */
  listUnheldBefore(createdBefore: string, limit: number): Promise<SiteImageRecord[]>;
  /**
   * Deletes the image's record if nothing holds it, in one statement (one taken meanwhile keeps
   * it); false when it was kept or is gone.
   */
  deleteIfUnheld(imageId: string): Promise<boolean>;
}

export interface AlbumRecord extends StoredAlbum {
  readonly updatedBy: string;
}

export interface AlbumPhotoRecord {
  readonly imageId: string;
  readonly alt: string;
  readonly caption: string;
}

/** An album in a list: its photo count and its first photo. */
export interface AlbumListed extends AlbumRecord {
  readonly photoCount: number;
  readonly cover: AlbumPhotoRecord | null;
}

export interface AlbumRepository {
  /** Writes the album and its photos (in their order) whole; the caller holds a transaction. */
  save(album: AlbumRecord, photos: readonly AlbumPhotoRecord[]): Promise<void>;
  find(id: string): Promise<AlbumRecord | null>;
  photos(id: string): Promise<AlbumPhotoRecord[]>;
  /** A kind's albums, newest first by the day taken (then publication); drafts only if asked. */
  list(query: {
    kind: AlbumKind;
    publishedOnly: boolean;
    page: number;
    size: number;
  }): Promise<{ items: AlbumListed[]; total: number }>;
  delete(id: string): Promise<boolean>;
}

/** The school's timeline and the past presidents, each a list saved whole. */
export interface HistoryRepository {
  timeline(): Promise<TimelineEntry[]>;
  /** Replaces the timeline with these entries in this order; the caller holds a transaction. */
  replaceTimeline(entries: readonly TimelineEntry[]): Promise<void>;
  presidents(): Promise<PastPresident[]>;
  /** Replaces the presidents; the caller holds a transaction. */
  replacePresidents(presidents: readonly PastPresident[]): Promise<void>;
}

/** The organisation chart (조직도): its positions in reading order, saved whole. */
export interface OrganizationRepository {
  positions(): Promise<OrganizationPosition[]>;
  /** Replaces the chart with these positions in this order; the caller holds a transaction. */
  replacePositions(positions: readonly OrganizationPosition[]): Promise<void>;
}
