import type { FeaturePages } from '../shared/routing/feature-pages';

/** 보낸 메일함's and 소식 보내기's pages, and 받을 소식's (on /me, and from a mail's link), by route. */
export const PAGES: FeaturePages = {
  officeOutbox: 'office/OfficeOutboxPage',
  officeCampaigns: 'office/OfficeCampaignsPage',
  officeCampaignCompose: 'office/CampaignComposePage',
  officeCampaign: 'office/OfficeCampaignPage',
  myMessages: 'member/MyMessagesPage',
  messageChoices: 'member/MessageChoicesPage',
};
