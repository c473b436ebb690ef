import type { EventsApi, OfficeEventsApi } from '../../application/events';

// Events (issue 33), as the UI gets them (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The public and members' events: the list, an event, registration, one's own. */
    readonly events: EventsApi;
    /** The office's events: the console's list, editor, attendees and the door's check-in. */
    readonly officeEvents: OfficeEventsApi;
  }
}
