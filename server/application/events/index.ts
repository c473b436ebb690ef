import type { EventsDependencies } from './dependencies';
import { AttendeeRegistrations } from './attendee-registrations';
import { EventAttendees } from './event-attendees';
import { EventFees } from './event-fees';
import { EventMails } from './event-mails';
import { EventReminders } from './event-reminders';
import { OfficeEvents } from './office-events';
import { PublicEvents } from './public-events';
import { RegistrationTokens } from './registration-tokens';
import { SeatLedger } from './seat-ledger';

export type { EventsDependencies } from './dependencies';
export type { EventPages } from './event-mails';
export type { EventFeePayments } from './fee-payments';
export type { EventsRepository } from './ports';
export { EventReminders } from './event-reminders';
export { EventFees } from './event-fees';

/**
 * Events (issue 33): `events`, every call of the site and the office by its endpoint's name;
 * `eventFees`, the entry the payments feature calls (EventLedger); `eventReminders`, the
 * maintenance's reminder the day before.
 */
export function createEventsServices(deps: EventsDependencies) {
  const tokens = new RegistrationTokens(deps.digest);
  const mails = new EventMails({ ...deps, tokens });
  const ledger = new SeatLedger(deps, mails);
  const registrations = new AttendeeRegistrations(deps, ledger, mails, tokens);
  const publicSide = new PublicEvents(deps, mails, registrations);
  const office = new OfficeEvents(deps, ledger, mails);
  const attendees = new EventAttendees(deps, ledger, mails, tokens);
  return {
    events: {
      publicEvents: publicSide.publicEvents.bind(publicSide),
      publicEvent: publicSide.publicEvent.bind(publicSide),
      eventCalendarFile: publicSide.eventCalendarFile.bind(publicSide),
      registerForEvent: registrations.registerForEvent.bind(registrations),
      myEventRegistrations: registrations.myEventRegistrations.bind(registrations),
      eventRegistration: registrations.eventRegistration.bind(registrations),
      cancelEventRegistration: registrations.cancelEventRegistration.bind(registrations),
      payEventFee: registrations.payEventFee.bind(registrations),
      officeEvents: office.officeEvents.bind(office),
      officeEvent: office.officeEvent.bind(office),
      createEvent: office.createEvent.bind(office),
      updateEvent: office.updateEvent.bind(office),
      publishEvent: office.publishEvent.bind(office),
      closeEvent: office.closeEvent.bind(office),
      cancelEvent: office.cancelEvent.bind(office),
      eventAttendees: attendees.eventAttendees.bind(attendees),
      exportEventAttendees: attendees.exportEventAttendees.bind(attendees),
      checkInAttendee: attendees.checkInAttendee.bind(attendees),
      checkInCount: attendees.checkInCount.bind(attendees),
      officeCancelRegistration: attendees.officeCancelRegistration.bind(attendees),
      recordDoorPayment: attendees.recordDoorPayment.bind(attendees),
    },
    /** An event's title and line for its page's head (the server's link previews). */
    eventPreviews: { preview: publicSide.preview.bind(publicSide) },
    eventFees: new EventFees(deps, ledger, mails),
    eventReminders: new EventReminders(deps, mails),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type EventsServices = ReturnType<typeof createEventsServices>;
