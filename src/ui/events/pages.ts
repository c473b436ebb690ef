import type { FeaturePages } from '../shared/routing/feature-pages';

/** The events' pages (issue 33), by route. */
export const PAGES: FeaturePages = {
  officeEvents: 'office/OfficeEventsPage',
  officeEventEditor: 'office/OfficeEventEditorPage',
  officeEventAttendees: 'office/OfficeEventAttendeesPage',
  officeEventCheckIn: 'office/OfficeEventCheckInPage',
};
