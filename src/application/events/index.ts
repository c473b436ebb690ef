export { EVENTS_API, type EventsApi } from './events-api';
export { OFFICE_EVENTS_API, type OfficeEventsApi } from './office-events-api';
export type * from './event-views';
