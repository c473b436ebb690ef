import type { FeaturePages } from '../shared/routing/feature-pages';

/** 보낸 메일함's and 소식 보내기's pages, by route. */
export const PAGES: FeaturePages = {
  officeOutbox: 'office/OfficeOutboxPage',
  officeCampaigns: 'office/OfficeCampaignsPage',
  officeCampaignCompose: 'office/CampaignComposePage',
  officeCampaign: 'office/OfficeCampaignPage',
};
