import type { FeaturePages } from '../shared/routing/feature-pages';

/** 보낸 메일함's page, by route. */
export const PAGES: FeaturePages = {
  officeOutbox: 'office/OfficeOutboxPage',
};
