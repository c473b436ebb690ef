import type {
  AlbumApi,
  ContentApi,
  OfficeAlbumApi,
  HistoryApi,
  OfficeHistoryApi,
  OfficeOrganizationApi,
  OrganizationApi,
  NoticeApi,
  OfficeNoticeApi,
  OfficeSitePageApi,
  SitePageApi,
} from '../../application/content';

// Public content, as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** Public content for the home page (photos, donation statistics). */
    readonly content: ContentApi;
    /** The association's notices, as anyone reads them. */
    readonly notices: NoticeApi;
    /** The office's editing of the notices (the console). */
    readonly officeNotices: OfficeNoticeApi;
    /** The association's pages of text (인사말, 상징…). */
    readonly sitePages: SitePageApi;
    /** The office's writing of those pages (the console). */
    readonly officeSitePages: OfficeSitePageApi;
    /** The galleries' albums (published ones). */
    readonly albums: AlbumApi;
    /** The office's albums and photos (the console). */
    readonly officeAlbums: OfficeAlbumApi;
    /** The school's timeline and the past presidents. */
    readonly history: HistoryApi;
    /** The office's saving of them (the console). */
    readonly officeHistory: OfficeHistoryApi;
    /** The organisation chart (조직도). */
    readonly organization: OrganizationApi;
    /** The office's saving of it (the console). */
    readonly officeOrganization: OfficeOrganizationApi;
    /** Address of a public image, for <img src>. */
    readonly mediaUrl: (atchFileId: string) => string;
  }
}
