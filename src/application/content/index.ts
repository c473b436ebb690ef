export { CONTENT_API, type ContentApi } from './content-api';
export { NOTICE_API, type NoticeApi, OFFICE_NOTICE_API, type OfficeNoticeApi } from './notice-api';
export {
  OFFICE_SITE_PAGE_API,
  type OfficeSitePageApi,
  SITE_PAGE_API,
  type SitePageApi,
} from './site-page-api';
export { ALBUM_API, type AlbumApi, OFFICE_ALBUM_API, type OfficeAlbumApi } from './album-api';
export {
  HISTORY_API,
  type HistoryApi,
  OFFICE_HISTORY_API,
  type OfficeHistoryApi,
} from './history-api';
export {
  OFFICE_ORGANIZATION_API,
  type OfficeOrganizationApi,
  ORGANIZATION_API,
  type OrganizationApi,
} from './organization-api';
