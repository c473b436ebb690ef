import Type, { type Static } from 'typebox';
import {
  NOTICE_BODY_MAX_LENGTH,
  NOTICE_MAX_PAGE_SIZE,
  NOTICE_QUERY_MAX_LENGTH,
  NOTICE_TITLE_MAX_LENGTH,
} from '../domain/content/notices';
import { MAX_PAGE_NUMBER } from '../domain/shared/paging/page';
import { AttachedFileSchema } from './files';
import type { EndpointSchemas } from './shared/endpoint';
import { FileId, NoData, Nullable, OneOf, PageOf, Text } from './shared/schemas';
import { SITE_PAGE_BODY_MAX_LENGTH, SITE_PAGE_KEYS } from '../domain/content/site-pages';
import {
  ALBUM_DESCRIPTION_MAX_LENGTH,
  ALBUM_KINDS,
  ALBUM_MAX_PAGE_SIZE,
  ALBUM_MAX_PHOTOS,
  ALBUM_TITLE_MAX_LENGTH,
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_CAPTION_MAX_LENGTH,
} from '../domain/content/albums';
import {
  HISTORY_EARLIEST_YEAR,
  HISTORY_LATEST_YEAR,
  MAX_CLASS_NUMBER,
  PRESIDENT_MAX_TERM,
  PRESIDENT_NAME_MAX_LENGTH,
  PRESIDENTS_MAX,
  TIMELINE_EVENT_MAX_LENGTH,
  TIMELINE_MAX_ENTRIES,
} from '../domain/content/history';
import {
  ORGANIZATION_MAX_DEPTH,
  ORGANIZATION_MAX_POSITIONS,
  POSITION_CONTACT_MAX_LENGTH,
  POSITION_HOLDER_MAX_LENGTH,
  POSITION_TITLE_MAX_LENGTH,
} from '../domain/content/organization';

/** A notice's id (random, URL-safe). */
export const NoticeParamsSchema = Type.Object(
  { noticeId: FileId },
  { additionalProperties: false },
);

export const NoticeListQuerySchema = Type.Object(
  {
    /** Words searched in the title and the body; each must appear. */
    query: Type.Optional(Text(NOTICE_QUERY_MAX_LENGTH)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    /** 10 unless given. */
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTICE_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

const NoticeSummaryProperties = {
  noticeId: Type.String(),
  title: Type.String(),
  /** When it was published (a draft: when it was made). */
  postedAt: Type.String(),
  pinned: Type.Boolean(),
  views: Type.Integer({ minimum: 0 }),
  attachmentCount: Type.Integer({ minimum: 0 }),
};

export const NoticeSummarySchema = Type.Object(NoticeSummaryProperties);

const NoticeLinkSchema = Nullable(Type.Object({ noticeId: Type.String(), title: Type.String() }));

export const NoticeSchema = Type.Object({
  ...NoticeSummaryProperties,
  /** Sanitised by the server when it was saved. */
  bodyHtml: Type.String(),
  attachments: Type.Array(AttachedFileSchema),
  newer: NoticeLinkSchema,
  older: NoticeLinkSchema,
});

export const NoticeDraftSchema = Type.Object(
  {
    title: Text(NOTICE_TITLE_MAX_LENGTH, { minLength: 1 }),
    bodyHtml: Text(NOTICE_BODY_MAX_LENGTH, { minLength: 1, lines: 'multiple' }),
    pinned: Type.Boolean(),
    published: Type.Boolean(),
    attachmentsMstId: Nullable(FileId),
    mailMembers: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const OfficeNoticeSummarySchema = Type.Object({
  ...NoticeSummaryProperties,
  published: Type.Boolean(),
});

/** The draft as it was saved (its body sanitised), with what the server adds. */
export const EditableNoticeSchema = Type.Object({
  ...NoticeDraftSchema.properties,
  noticeId: Type.String(),
  publishedAt: Nullable(Type.String()),
  attachments: Type.Array(AttachedFileSchema),
  views: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const SitePageParamsSchema = Type.Object(
  { key: OneOf(SITE_PAGE_KEYS) },
  { additionalProperties: false },
);

export const SitePageSchema = Type.Object({
  key: OneOf(SITE_PAGE_KEYS),
  bodyHtml: Type.String(),
  updatedAt: Type.String(),
});

export const SitePageBodySchema = Type.Object(
  { bodyHtml: Text(SITE_PAGE_BODY_MAX_LENGTH, { minLength: 1, lines: 'multiple' }) },
  { additionalProperties: false },
);

export type NoticeListQuery = Static<typeof NoticeListQuerySchema>;
export type NoticeDraftBody = Static<typeof NoticeDraftSchema>;

/** A day, YYYY-MM-DD (whether it is a real day is the server's check). */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const SiteImageSchema = Type.Object({
  imageId: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  variants: Type.Array(
    Type.Object({
      width: Type.Integer({ minimum: 1 }),
      height: Type.Integer({ minimum: 1 }),
      webp: Type.String(),
      jpeg: Type.String(),
    }),
  ),
});

const AlbumPhotoSchema = Type.Object({
  image: SiteImageSchema,
  alt: Type.String(),
  caption: Type.String(),
});

export const AlbumParamsSchema = Type.Object({ albumId: FileId }, { additionalProperties: false });

export const AlbumListQuerySchema = Type.Object(
  {
    kind: OneOf(ALBUM_KINDS),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    /** 12 unless given. */
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: ALBUM_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

const AlbumSummaryProperties = {
  albumId: Type.String(),
  kind: OneOf(ALBUM_KINDS),
  title: Type.String(),
  takenOn: Nullable(Type.String()),
  photoCount: Type.Integer({ minimum: 0 }),
  postedAt: Type.String(),
};

export const AlbumSummarySchema = Type.Object({
  ...AlbumSummaryProperties,
  cover: Nullable(AlbumPhotoSchema),
});

export const OfficeAlbumSummarySchema = Type.Object({
  ...AlbumSummarySchema.properties,
  published: Type.Boolean(),
});

export const AlbumSchema = Type.Object({
  ...AlbumSummaryProperties,
  description: Type.String(),
  photos: Type.Array(AlbumPhotoSchema),
});

export const EditableAlbumSchema = Type.Object({
  ...AlbumSchema.properties,
  published: Type.Boolean(),
  updatedAt: Type.String(),
});

export const AlbumDraftSchema = Type.Object(
  {
    kind: OneOf(ALBUM_KINDS),
    title: Text(ALBUM_TITLE_MAX_LENGTH, { minLength: 1 }),
    description: Text(ALBUM_DESCRIPTION_MAX_LENGTH, { lines: 'multiple' }),
    takenOn: Nullable(Day),
    published: Type.Boolean(),
    photos: Type.Array(
      Type.Object(
        {
          imageId: FileId,
          alt: Text(PHOTO_ALT_MAX_LENGTH),
          caption: Text(PHOTO_CAPTION_MAX_LENGTH),
        },
        { additionalProperties: false },
      ),
      { maxItems: ALBUM_MAX_PHOTOS },
    ),
  },
  { additionalProperties: false },
);

export type AlbumDraftBody = Static<typeof AlbumDraftSchema>;

const HistoryYear = Type.Integer({ minimum: HISTORY_EARLIEST_YEAR, maximum: HISTORY_LATEST_YEAR });

export const TimelineEntrySchema = Type.Object(
  {
    year: HistoryYear,
    month: Nullable(Type.Integer({ minimum: 1, maximum: 12 })),
    event: Text(TIMELINE_EVENT_MAX_LENGTH, { minLength: 1 }),
  },
  { additionalProperties: false },
);

export const PastPresidentSchema = Type.Object(
  {
    term: Type.Integer({ minimum: 1, maximum: PRESIDENT_MAX_TERM }),
    name: Text(PRESIDENT_NAME_MAX_LENGTH, { minLength: 1 }),
    classNumber: Nullable(Type.Integer({ minimum: 1, maximum: MAX_CLASS_NUMBER })),
    fromYear: HistoryYear,
    toYear: Nullable(HistoryYear),
  },
  { additionalProperties: false },
);

export const TimelineBodySchema = Type.Object(
  { entries: Type.Array(TimelineEntrySchema, { maxItems: TIMELINE_MAX_ENTRIES }) },
  { additionalProperties: false },
);

export const PastPresidentsBodySchema = Type.Object(
  { presidents: Type.Array(PastPresidentSchema, { maxItems: PRESIDENTS_MAX }) },
  { additionalProperties: false },
);

/** One position of the organisation chart, in reading order with its depth (조직도). */
export const OrganizationPositionSchema = Type.Object(
  {
    depth: Type.Integer({ minimum: 0, maximum: ORGANIZATION_MAX_DEPTH - 1 }),
    title: Text(POSITION_TITLE_MAX_LENGTH, { minLength: 1 }),
    holderName: Nullable(Text(POSITION_HOLDER_MAX_LENGTH)),
    classNumber: Nullable(Type.Integer({ minimum: 1, maximum: MAX_CLASS_NUMBER })),
    contact: Nullable(Text(POSITION_CONTACT_MAX_LENGTH)),
  },
  { additionalProperties: false },
);

export const OrganizationChartBodySchema = Type.Object(
  {
    positions: Type.Array(OrganizationPositionSchema, { maxItems: ORGANIZATION_MAX_POSITIONS }),
  },
  { additionalProperties: false },
);

/** What each of the feature's calls takes and answers (src/contract/endpoints/content.ts). */
export const CONTENT_SCHEMAS = {
  listNotices: { querystring: NoticeListQuerySchema, data: PageOf(NoticeSummarySchema) },
  notice: { params: NoticeParamsSchema, data: NoticeSchema },
  countNoticeView: { params: NoticeParamsSchema, data: NoData },
  sitePage: { params: SitePageParamsSchema, data: SitePageSchema },
  officeSitePages: { data: Type.Array(SitePageSchema) },
  updateSitePage: { params: SitePageParamsSchema, body: SitePageBodySchema, data: NoData },
  officeNotices: { querystring: NoticeListQuerySchema, data: PageOf(OfficeNoticeSummarySchema) },
  officeNotice: { params: NoticeParamsSchema, data: EditableNoticeSchema },
  createNotice: {
    body: NoticeDraftSchema,
    data: Type.Object({ noticeId: Type.String() }),
  },
  updateNotice: { params: NoticeParamsSchema, body: NoticeDraftSchema, data: NoData },
  deleteNotice: { params: NoticeParamsSchema, data: NoData },
  listAlbums: { querystring: AlbumListQuerySchema, data: PageOf(AlbumSummarySchema) },
  album: { params: AlbumParamsSchema, data: AlbumSchema },
  uploadSiteImage: { data: SiteImageSchema },
  officeAlbums: { querystring: AlbumListQuerySchema, data: PageOf(OfficeAlbumSummarySchema) },
  officeAlbum: { params: AlbumParamsSchema, data: EditableAlbumSchema },
  createAlbum: { body: AlbumDraftSchema, data: Type.Object({ albumId: Type.String() }) },
  updateAlbum: { params: AlbumParamsSchema, body: AlbumDraftSchema, data: NoData },
  deleteAlbum: { params: AlbumParamsSchema, data: NoData },
  timeline: { data: Type.Array(TimelineEntrySchema) },
  pastPresidents: { data: Type.Array(PastPresidentSchema) },
  updateTimeline: { body: TimelineBodySchema, data: NoData },
  updatePastPresidents: { body: PastPresidentsBodySchema, data: NoData },
  organizationChart: { data: Type.Array(OrganizationPositionSchema) },
  updateOrganizationChart: { body: OrganizationChartBodySchema, data: NoData },
} as const satisfies Record<string, EndpointSchemas>;
