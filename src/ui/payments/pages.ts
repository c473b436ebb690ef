import type { FeaturePages } from '../shared/routing/feature-pages';

/** 기부하기's pages, by route: one file shows the three (DonatePage.tsx says why). */
export const PAGES: FeaturePages = {
  donate: 'DonatePage',
  donateSandbox: 'DonatePage',
  donateDone: 'DonatePage',
  donateCard: 'member/PledgeCardPage',
  donateSandboxCard: 'member/SandboxCardPage',
  officePledges: 'office/OfficePledgesPage',
};
