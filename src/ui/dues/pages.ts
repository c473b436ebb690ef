import type { FeaturePages } from '../shared/routing/feature-pages';

/** Membership dues' pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  myDues: 'MyDuesPage',
  myDuesConfirmation: 'DuesConfirmationPage',
  officeDues: 'office/OfficeDuesPage',
};
