import type { FeaturePages } from '../shared/routing/feature-pages';

/** The member's own information, by route (file names in this folder). */
export const PAGES: FeaturePages = {
  myInfo: 'MyInfoPage',
};
