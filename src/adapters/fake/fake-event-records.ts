import type {
  Attendee,
  EventCounts,
  MyRegistration,
  OfficeEventSummary,
} from '../../application/events/event-views';
import {
  attendeeOf,
  type CheckedEvent,
  type EventState,
  type PaymentStatus,
  paymentAfterCancellation,
  myRegistrationOf,
  promotionsOf,
  feePayBy,
  type RegistrationFacts,
  type RegistrationState,
  refundable,
  seatsLeft,
  seatsOf,
} from '../../domain/events';

/** An event as the fake server keeps it: the checked form and its life. */
export interface FakeEvent extends CheckedEvent {
  readonly id: string;
  state: EventState;
  readonly createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** Raised with each change (the calendar file's SEQUENCE). */
  sequence: number;
}

export interface FakeRegistration {
  readonly id: string;
  readonly eventId: string;
  readonly memberId: string | null;
  name: string;
  phone: string;
  email: string;
  classNumber: number | null;
  companions: number;
  note: string;
  state: RegistrationState;
  payment: PaymentStatus;
  amount: number;
  attendedAt: string | null;
  readonly createdAt: string;
  cancelledAt: string | null;
  /** The signed token of its mail's link and QR code (`<id>.<mac>`). */
  readonly token: string;
  /** The payment order of its online fee, once the payment window was opened. */
  orderId: string | null;
  /** By when its online fee is to be paid (`feePayBy`), when one is owed. */
  payBy: string | null;
}

/**
 * The fake backend's events and registrations, with the server's rules (src/domain/events):
 * seats count companions, the waiting list is promoted strictly in line (`promotionsOf`) when
 * seats come free, cancellations follow `attendeeCancellation`. Shared by FakeEventsApi and
 * FakeOfficeEventsApi.
 */
export class FakeEventRecords {
  /** Oldest first. */
  events: FakeEvent[] = [];
  /** Oldest first: the waiting list's order. */
  registrations: FakeRegistration[] = [];

  event(eventId: string): FakeEvent | undefined {
    return this.events.find((each) => each.id === eventId);
  }

  registration(registrationId: string): FakeRegistration | undefined {
    return this.registrations.find((each) => each.id === registrationId);
  }

  registrationsOf(eventId: string): FakeRegistration[] {
    return this.registrations.filter((each) => each.eventId === eventId);
  }

  counts(event: FakeEvent): EventCounts {
    const all = this.registrationsOf(event.id);
    const confirmed = all.filter((each) => each.state === 'confirmed');
    const seatsTaken = confirmed.reduce((sum, each) => sum + seatsOf(each.companions), 0);
    const attended = confirmed.filter((each) => each.attendedAt !== null);
    return {
      capacity: event.capacity,
      seatsTaken,
      seatsLeft: seatsLeft(event.capacity, seatsTaken),
      confirmed: confirmed.length,
      waiting: all.filter((each) => each.state === 'waiting').length,
      cancelled: all.filter((each) => each.state === 'cancelled').length,
      attended: attended.length,
      attendedPeople: attended.reduce((sum, each) => sum + seatsOf(each.companions), 0),
    };
  }

  /** The place in line (1 = next) of a waiting registration. */
  waitingPosition(registration: FakeRegistration): number | null {
    if (registration.state !== 'waiting') return null;
    const line = this.registrationsOf(registration.eventId).filter(
      (each) => each.state === 'waiting',
    );
    return line.indexOf(registration) + 1;
  }

  /**
   * A new registration holds seats when its party fits and nobody waits before it; else it
   * joins the line.
   */
  stateForNew(event: FakeEvent, companions: number): RegistrationState {
    const counts = this.counts(event);
    return counts.waiting === 0 && counts.seatsLeft >= seatsOf(companions)
      ? 'confirmed'
      : 'waiting';
  }

  /** Cancels a registration (refunding when told) and promotes the line; answers who came in. */
  cancel(registration: FakeRegistration, refund: boolean, at: string): FakeRegistration[] {
    registration.state = 'cancelled';
    registration.cancelledAt = at;
    registration.payment = paymentAfterCancellation(
      registration.payment,
      refund && registration.payment === 'paid',
    );
    const event = this.event(registration.eventId);
    return event ? this.promote(event, at) : [];
  }

  /**
   * Seats come free: those waiting come in strictly in line while their party fits; an online
   * fee owed gets its days to be paid from `at`.
   */
  promote(event: FakeEvent, at: string): FakeRegistration[] {
    if (event.state === 'cancelled') return [];
    const line = this.registrationsOf(event.id).filter((each) => each.state === 'waiting');
    const promoted = promotionsOf(line, this.counts(event).seatsLeft);
    for (const registration of promoted) {
      registration.state = 'confirmed';
      if (registration.payment === 'pending')
        registration.payBy = feePayBy(new Date(at), event.startsAt);
    }
    return promoted;
  }

  summaryOf(event: FakeEvent): OfficeEventSummary {
    return {
      eventId: event.id,
      kind: event.kind,
      title: event.title,
      state: event.state,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      registrationDeadline: event.registrationDeadline,
      counts: this.counts(event),
    };
  }

  attendeeOf(registration: FakeRegistration): Attendee {
    return attendeeOf(factsOf(registration), this.waitingPosition(registration));
  }

  /** The attendee's view: `link` is the registration's page, `qr` its check-in code. */
  myRegistrationOf(
    registration: FakeRegistration,
    now: Date,
    link: string,
    qr: string | null,
  ): MyRegistration {
    const event = this.event(registration.eventId);
    if (!event) throw new Error(`no event ${registration.eventId}`);
    return myRegistrationOf({ ...event, eventId: event.id }, factsOf(registration), {
      waitingPosition: this.waitingPosition(registration),
      link,
      checkInQr: qr,
      onlinePayments: true,
      now,
    });
  }

  /** Whether cancelling now would refund (the office's choice is its own). */
  refundable(registration: FakeRegistration, now: Date): boolean {
    const event = this.event(registration.eventId);
    return event ? refundable(event, registration, now) : false;
  }
}

function factsOf(registration: FakeRegistration): RegistrationFacts {
  return { ...registration, registrationId: registration.id };
}
