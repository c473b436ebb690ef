import type { FeaturePages } from '../shared/routing/feature-pages';

/** 보낸 메일함's page and 받을 소식's (on /me, and from a mail's link), by route. */
export const PAGES: FeaturePages = {
  officeOutbox: 'office/OfficeOutboxPage',
  myMessages: 'member/MyMessagesPage',
  messageChoices: 'member/MessageChoicesPage',
};
