import type { FeaturePages } from '../shared/routing/feature-pages';

/** Events' pages on the site (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  events: 'EventsPage',
  eventRegistration: 'EventsPage',
  myEvents: 'MyEventsPage',
};
