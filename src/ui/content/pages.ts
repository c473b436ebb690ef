import type { FeaturePages } from '../shared/routing/feature-pages';

/** The content feature's pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  home: 'HomePage',
  privacy: 'PrivacyPage',
  notice: 'NoticePage',
  greeting: 'SitePagePage',
  organization: 'OrganizationPage',
  symbol: 'SitePagePage',
  founder: 'SitePagePage',
  anniversary100: 'SitePagePage',
  contributionInformation: 'SitePagePage',
  map: 'SitePagePage',
  schoolView: 'GalleryPage',
  schoolHistory: 'SchoolHistoryPage',
  pastPresidents: 'PastPresidentsPage',
  officeHistory: 'OfficeHistoryPage',
  officeOrganization: 'OfficeOrganizationPage',
  historyGallery: 'GalleryPage',
  contributionGallery: 'GalleryPage',
  officeNotices: 'OfficeNoticesPage',
  officeNoticeEditor: 'NoticeEditorPage',
  officeSitePages: 'OfficeSitePagesPage',
  officeSitePageEditor: 'SitePageEditorPage',
  officeAlbums: 'OfficeAlbumsPage',
  officeAlbumEditor: 'AlbumEditorPage',
};
