import type { EventRules } from './events';
import type { ListedAttendee } from './attendee-list';
import { attendeeCancellation, type PaymentStatus, type RegistrationState } from './registrations';

/**
 * How a registration reads for the office's list and for its attendee, built once for the
 * server (server/application/events) and the fake backend alike.
 */

/** A registration's facts as both keep them: the list's row but its place in line. */
export interface RegistrationFacts extends Omit<ListedAttendee, 'waitingPosition'> {
  readonly cancelledAt: string | null;
  /** By when an online fee owed is to be paid (`feePayBy`), null when none is owed. */
  readonly payBy: string | null;
}

/** A row of the office's attendee list. */
export interface Attendee extends ListedAttendee {
  readonly attendeeKind: 'member' | 'visitor';
  readonly cancelledAt: string | null;
}

/** Only the fields the list shows: a store's own (its line number, token…) stay out. */
export function attendeeOf(
  registration: RegistrationFacts,
  waitingPosition: number | null,
): Attendee {
  return {
    registrationId: registration.registrationId,
    memberId: registration.memberId,
    name: registration.name,
    phone: registration.phone,
    email: registration.email,
    classNumber: registration.classNumber,
    attendeeKind: registration.memberId === null ? 'visitor' : 'member',
    companions: registration.companions,
    note: registration.note,
    state: registration.state,
    waitingPosition: registration.state === 'waiting' ? waitingPosition : null,
    payment: registration.payment,
    amount: registration.amount,
    attendedAt: registration.attendedAt,
    createdAt: registration.createdAt,
    cancelledAt: registration.cancelledAt,
  };
}

/** A registration as its attendee sees it. */
export interface MyRegistration {
  readonly registrationId: string;
  readonly eventId: string;
  readonly eventTitle: string;
  readonly eventStartsAt: string;
  readonly state: RegistrationState;
  readonly waitingPosition: number | null;
  readonly payment: PaymentStatus;
  readonly amount: number;
  readonly name: string;
  readonly classNumber: number | null;
  readonly companions: number;
  readonly note: string;
  readonly attendedAt: string | null;
  readonly createdAt: string;
  /** The registration's own page, with its signed token (`/alumni/events/registration?t=`). */
  readonly link: string;
  /** The check-in QR code (PNG data URL) of a confirmed registration. */
  readonly checkInQr: string | null;
  readonly cancellable: boolean;
  readonly refundOnCancel: boolean;
  /** An online fee still to pay. */
  readonly payable: boolean;
  /** By when that fee is to be paid, else the seat goes to the next in line (`feeOverdue`). */
  readonly payBy: string | null;
}

export interface RegisteredEvent extends Pick<
  EventRules,
  'state' | 'registrationDeadline' | 'refundDeadline'
> {
  readonly eventId: string;
  readonly title: string;
  readonly startsAt: string;
}

/**
 * What the attendee may do now follows the domain's rules: cancel until the deadline (refunded
 * before the office's date), pay an online fee still pending unless the event was cancelled.
 */
export function myRegistrationOf(
  event: RegisteredEvent,
  registration: RegistrationFacts,
  extra: {
    readonly waitingPosition: number | null;
    readonly link: string;
    readonly checkInQr: string | null;
    /** Whether the site takes payments at all. */
    readonly onlinePayments: boolean;
    readonly now: Date;
  },
): MyRegistration {
  const cancellation = attendeeCancellation(event, registration, extra.now);
  return {
    registrationId: registration.registrationId,
    eventId: event.eventId,
    eventTitle: event.title,
    eventStartsAt: event.startsAt,
    state: registration.state,
    waitingPosition: registration.state === 'waiting' ? extra.waitingPosition : null,
    payment: registration.payment,
    amount: registration.amount,
    name: registration.name,
    classNumber: registration.classNumber,
    companions: registration.companions,
    note: registration.note,
    attendedAt: registration.attendedAt,
    createdAt: registration.createdAt,
    link: extra.link,
    checkInQr: registration.state === 'confirmed' ? extra.checkInQr : null,
    cancellable: cancellation.allowed,
    refundOnCancel: cancellation.allowed && cancellation.refund,
    payable:
      extra.onlinePayments &&
      registration.state === 'confirmed' &&
      registration.payment === 'pending' &&
      event.state !== 'cancelled',
    payBy:
      registration.state === 'confirmed' && registration.payment === 'pending'
        ? registration.payBy
        : null,
  };
}
