import type { EventDraft } from '../../domain/events';
import type { DownloadedFile } from '../files';
import { token } from '../shared/tokens';
import type {
  Attendee,
  AttendeeFilter,
  CheckInResult,
  EventAttendees,
  EventCounts,
  OfficeEvent,
  OfficeEventSummary,
} from './event-views';

/**
 * The office's events (issue 33, items 5 and 7): create, edit, publish, close and cancel; the
 * attendee list, its export and attendance by 기수; the door's check-in by QR or by name. The
 * same words as the contract's calls.
 */
export interface OfficeEventsApi {
  officeEvents(signal?: AbortSignal): Promise<OfficeEventSummary[]>;
  officeEvent(eventId: string, signal?: AbortSignal): Promise<OfficeEvent>;
  createEvent(draft: EventDraft): Promise<{ eventId: string }>;
  updateEvent(eventId: string, draft: EventDraft, notifyAttendees: boolean): Promise<void>;
  publishEvent(eventId: string): Promise<void>;
  closeEvent(eventId: string): Promise<void>;
  cancelEvent(eventId: string, reason: string): Promise<void>;
  eventAttendees(
    eventId: string,
    filter: AttendeeFilter,
    signal?: AbortSignal,
  ): Promise<EventAttendees>;
  exportEventAttendees(eventId: string, filter: AttendeeFilter): Promise<DownloadedFile>;
  /** What the camera read (`code`), or a registration picked by name. */
  checkInAttendee(
    eventId: string,
    by: { readonly code: string } | { readonly registrationId: string },
  ): Promise<CheckInResult>;
  checkInCount(eventId: string, signal?: AbortSignal): Promise<EventCounts>;
  officeCancelRegistration(registrationId: string, refund: boolean): Promise<Attendee>;
  recordDoorPayment(registrationId: string): Promise<Attendee>;
}

export const OFFICE_EVENTS_API = token<OfficeEventsApi>('OfficeEventsApi');
