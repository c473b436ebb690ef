import type { FeaturePages } from '../shared/routing/feature-pages';

/** The session's pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  signIn: 'SignInPage',
  notApproved: 'NotApprovedPage',
};
