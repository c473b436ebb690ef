import type {
  CheckedEvent,
  EventState,
  PaymentStatus,
  RegistrationFacts,
  RegistrationState,
} from '../../../src/domain/events';

/** The events feature's repository and what it keeps. */

/** An event as its row keeps it: the office's checked form, its state and its counters. */
export interface EventRecord extends CheckedEvent {
  readonly eventId: string;
  readonly state: EventState;
  /** People in confirmed registrations (attendees and companions). */
  readonly seatsTaken: number;
  readonly waitingCount: number;
  /** Raised with each change mailed to the attendees (the .ics's SEQUENCE). */
  readonly calendarSequence: number;
  readonly publishedAt: string | null;
  readonly cancelledAt: string | null;
  readonly cancelReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface RegistrationRecord extends RegistrationFacts {
  readonly eventId: string;
  /** The place taken in the event's line when registering (the waiting list's order). */
  readonly lineNumber: number;
  /** The last online order opened for the fee. */
  readonly orderId: string | null;
  readonly remindedAt: string | null;
  readonly updatedAt: string;
}

/** A new registration, before its place in line is known. */
export type NewRegistration = Omit<
  RegistrationRecord,
  'lineNumber' | 'orderId' | 'attendedAt' | 'remindedAt' | 'cancelledAt' | 'updatedAt'
>;

/** An event's registrations counted by the database. */
export interface RegistrationCounts {
  readonly confirmed: number;
  readonly waiting: number;
  readonly cancelled: number;
  readonly attended: number;
  readonly attendedPeople: number;
}

/** A confirmed registration due for a step (its reminder, its unpaid fee's release), with its event. */
export interface DueReminder {
  readonly registration: RegistrationRecord;
  readonly event: EventRecord;
}

export interface EventsRepository {
  /** `lineSerial`: the last place in line given (the demo's seed lays registrations itself). */
  insertEvent(event: EventRecord, by: string, lineSerial?: number): Promise<void>;
  /** Replaces the form's fields; raises the calendar's sequence when asked. */
  updateEvent(
    eventId: string,
    event: CheckedEvent,
    at: string,
    by: string,
    raiseSequence: boolean,
  ): Promise<void>;
  /** Moves the event from one of `from` to `to`: false when it was in none of them. */
  changeState(
    eventId: string,
    from: readonly EventState[],
    to: EventState,
    at: string,
    by: string,
    cancelReason?: string,
  ): Promise<boolean>;
  findEvent(eventId: string): Promise<EventRecord | null>;
  /** Newest start first; only the given states when given. */
  listEvents(states?: readonly EventState[]): Promise<EventRecord[]>;

  /**
   * Takes `seats` for a registration in one conditional update of the event's row: while it is
   * published, before its deadline, with nobody waiting and the seats free. Answers the place in
   * line taken, or null when any of that does not hold.
   */
  takeSeats(eventId: string, seats: number, now: string): Promise<number | null>;
  /**
   * Joins the waiting line in one conditional update: while the event takes registrations and
   * the seats are not to be had (full, or others already waiting). Null otherwise.
   */
  joinWaitingLine(eventId: string, seats: number, now: string): Promise<number | null>;
  /**
   * Locks the event's row for the rest of the transaction (a write that changes nothing): every
   * change of its seats takes the event's row first, then registrations', so two never wait on
   * each other.
   */
  lockEvent(eventId: string): Promise<void>;
  /** Gives seats back (a confirmed registration cancelled). */
  freeSeats(eventId: string, seats: number): Promise<void>;
  /** One fewer waiting (a waiting registration cancelled or promoted). */
  leaveWaitingLine(eventId: string): Promise<void>;
  /** Seats taken by promotion: the counter raised, one fewer waiting. */
  seatPromoted(eventId: string, seats: number): Promise<void>;

  /** Inserts unless the member (or the visitor's e-mail) has a live one: false then. */
  insertRegistration(registration: RegistrationRecord): Promise<boolean>;
  findRegistration(registrationId: string): Promise<RegistrationRecord | null>;
  /** The member's (or e-mail's, for a visitor) live registration for the event. */
  liveRegistration(
    eventId: string,
    who: { readonly memberId: string } | { readonly email: string },
  ): Promise<RegistrationRecord | null>;
  /** In line order. */
  registrationsOf(eventId: string): Promise<RegistrationRecord[]>;
  /** The waiting, in line order. */
  waitingLine(eventId: string): Promise<RegistrationRecord[]>;
  /** Newest first. */
  registrationsOfMember(memberId: string): Promise<RegistrationRecord[]>;
  counts(eventIds: readonly string[]): Promise<Map<string, RegistrationCounts>>;

  /**
   * Moves a registration from `from` to `to` (the payment too, and its pay-by when given): false
   * when it was not in `from`.
   */
  changeRegistrationState(
    registrationId: string,
    from: RegistrationState,
    to: RegistrationState,
    payment: PaymentStatus,
    at: string,
    payBy?: string | null,
  ): Promise<boolean>;
  /** Sets the payment when it is one of `from`: false otherwise. */
  changePayment(
    registrationId: string,
    from: readonly PaymentStatus[],
    to: PaymentStatus,
    at: string,
    orderId?: string,
  ): Promise<boolean>;
  /** Keeps the order opened for the fee. */
  setOrder(registrationId: string, orderId: string, at: string): Promise<void>;
  /** Marks attendance once (a confirmed registration not marked yet): false otherwise. */
  markAttended(registrationId: string, at: string): Promise<boolean>;
  /** Confirmed registrations of events (published or closed) starting in (after, until]. */
  dueReminders(after: string, until: string): Promise<DueReminder[]>;
  /**
   * Confirmed registrations of events still ahead (published or closed) whose online fee is
   * unpaid, with no order open, past its pay-by (`feeOverdue`), in line order.
   */
  overdueFees(now: string): Promise<DueReminder[]>;
  /** Marks the reminder sent, once: false when it was already. */
  markReminded(registrationId: string, at: string): Promise<boolean>;
  /**
   * Erases name, phone, e-mail, note and the member's link of the registrations of events that
   * ended before `endedBefore` (the privacy policy's retention); answers how many.
   */
  erasePersonalDetails(endedBefore: string, at: string): Promise<number>;
}
