import type { FeaturePages } from '../shared/routing/feature-pages';

/** The content feature's pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  home: 'HomePage',
  privacy: 'PrivacyPage',
  notice: 'NoticePage',
  adminNotices: 'OfficeNoticesPage',
  adminNoticeEditor: 'NoticeEditorPage',
};
