import type { EventsApi, OfficeEventsApi } from '../../application/events';

// Events (issue 33), as the UI gets them (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The calendar, an event's page, registering, and the member's registrations. */
    readonly events: EventsApi;
    /** The office's 행사 관리 and the door's check-in (the console). */
    readonly officeEvents: OfficeEventsApi;
  }
}
