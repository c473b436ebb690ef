/**
 * The content feature's tables, added to the shared `DatabaseSchema` by declaration merging (see
 * ../shared/schema.ts).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    notices: NoticesTable;
    notice_views: NoticeViewsTable;
    site_pages: SitePagesTable;
  }
}

/** The office's pages of text, one row per key (the domain's SITE_PAGE_KEYS). */
export interface SitePagesTable {
  key: string;
  /** Sanitised when saved. */
  body_html: string;
  body_text: string;
  updated_at: string;
  /** The administrator who last changed it (no reference: the page outlives the account). */
  updated_by: string;
}

export interface NoticesTable {
  id: string;
  title: string;
  /** Sanitised when saved. */
  body_html: string;
  /** The body's text alone, searched with the title. */
  body_text: string;
  /** 0 or 1. */
  pinned: number;
  /** Null while a draft. */
  published_at: string | null;
  attachments_mst_id: string | null;
  attachment_count: number;
  /** The administrator who wrote it (no reference: the notice outlives the account). */
  author_id: string;
  views: number;
  created_at: string;
  updated_at: string;
}

/** Who viewed a notice on a Korean day: a keyed digest, only to count each visitor once. */
export interface NoticeViewsTable {
  notice_id: string;
  day: string;
  visitor: string;
}

declare module '../shared/schema' {
  interface DatabaseSchema {
    site_images: SiteImagesTable;
    albums: AlbumsTable;
    album_photos: AlbumPhotosTable;
    site_image_holders: SiteImageHoldersTable;
  }
}

/** A processed photo; its files are the files feature's (public, grouped under `image_id`). */
export interface SiteImagesTable {
  image_id: string;
  width: number;
  height: number;
  /** JSON: the SiteImage's variants, narrowest first. */
  variants: string;
  created_by: string;
  created_at: string;
}

/**
 * What holds a photo (issue 28): a notice's or a page's body, an album, a company's logo; a
 * photo nothing holds is deleted a day after it was made. Written by the holder when saved.
 */
export interface SiteImageHoldersTable {
  image_id: string;
  /** The application's ImageHolderKind: notice, page, album or company. */
  holder_kind: string;
  /** The notice's, album's or company's id, or the page's key. */
  holder_id: string;
}

export interface AlbumsTable {
  id: string;
  /** The domain's ALBUM_KINDS. */
  kind: string;
  title: string;
  description: string;
  /** YYYY-MM-DD, when known. */
  taken_on: string | null;
  /** Null while a draft. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** The administrator who last changed it (no reference: the album outlives the account). */
  updated_by: string;
}

/** An album's photos in their order (`position` from 0). */
export interface AlbumPhotosTable {
  album_id: string;
  position: number;
  image_id: string;
  alt: string;
  caption: string;
}

declare module '../shared/schema' {
  interface DatabaseSchema {
    timeline_entries: TimelineEntriesTable;
    past_presidents: PastPresidentsTable;
  }
}

/** The school's timeline in its order (`position` from 0), saved whole. */
export interface TimelineEntriesTable {
  position: number;
  year: number;
  /** 1–12, or null when only the year is known. */
  month: number | null;
  event: string;
}

/** The association's past presidents, one row a term, saved whole. */
export interface PastPresidentsTable {
  term: number;
  name: string;
  class_number: number | null;
  from_year: number;
  to_year: number | null;
}

declare module '../shared/schema' {
  interface DatabaseSchema {
    organization_positions: OrganizationPositionsTable;
  }
}

/** The organisation chart in reading order (`position` from 0), each at its depth; saved whole. */
export interface OrganizationPositionsTable {
  position: number;
  depth: number;
  title: string;
  holder_name: string | null;
  class_number: number | null;
  contact: string | null;
}
