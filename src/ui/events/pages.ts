import type { FeaturePages } from '../shared/routing/feature-pages';

/** Events' pages (file names in this folder), by route: the site's, and the office's console. */
export const PAGES: FeaturePages = {
  events: 'EventsPage',
  eventRegistration: 'EventsPage',
  myEvents: 'MyEventsPage',
  officeEvents: 'office/OfficeEventsPage',
  officeEventEditor: 'office/OfficeEventEditorPage',
  officeEventAttendees: 'office/OfficeEventAttendeesPage',
  officeEventCheckIn: 'office/OfficeEventCheckInPage',
};
