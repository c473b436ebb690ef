import type { StartedCheckout } from '../../domain/payments';
import type { PaymentMethod } from '../../domain/payments';
import type { DownloadedFile } from '../files';
import { token } from '../shared/tokens';
import type { EventDetail, EventList, MyRegistration, RegistrationRequest } from './event-views';

/**
 * Events on the site (issue 33): the calendar, an event's page, registering (a member signed
 * in, or a visitor), the member's registrations, and one registration from its mail's signed
 * link (`link`: the token `t`; omitted for the member's own, signed in). The same words as the
 * contract's calls.
 */
export interface EventsApi {
  publicEvents(signal?: AbortSignal): Promise<EventList>;
  publicEvent(eventId: string, signal?: AbortSignal): Promise<EventDetail>;
  /** The `.ics` file to add the event to a calendar. */
  eventCalendarFile(eventId: string): Promise<DownloadedFile>;
  /** The payment window to open comes with it for an online fee of a confirmed registration. */
  registerForEvent(
    eventId: string,
    request: RegistrationRequest,
  ): Promise<{ registration: MyRegistration; payment: StartedCheckout | null }>;
  myEventRegistrations(signal?: AbortSignal): Promise<MyRegistration[]>;
  eventRegistration(
    registrationId: string,
    link?: string,
    signal?: AbortSignal,
  ): Promise<MyRegistration>;
  cancelEventRegistration(registrationId: string, link?: string): Promise<MyRegistration>;
  payEventFee(
    registrationId: string,
    method: PaymentMethod,
    link?: string,
  ): Promise<StartedCheckout>;
}

export const EVENTS_API = token<EventsApi>('EventsApi');
