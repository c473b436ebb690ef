import type { FeaturePages } from '../shared/routing/feature-pages';

/** 자료실's pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  library: 'LibraryPage',
  officeLibrary: 'OfficeLibraryPage',
};
