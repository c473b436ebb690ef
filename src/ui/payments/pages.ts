import type { FeaturePages } from '../shared/routing/feature-pages';

/** 기부하기's pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  donate: 'DonatePage',
  donateSandbox: 'SandboxWindowPage',
  donateDone: 'DonationDonePage',
};
