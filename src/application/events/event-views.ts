import type {
  AttendanceRow,
  Attendee,
  MyRegistration,
  EventDraft,
  EventFees,
  EventKind,
  EventState,
  FeePayment,
} from '../../domain/events';
import type { PaymentMethod } from '../../domain/payments';

export type { Attendee, AttendeeFilter, MyRegistration } from '../../domain/events';

/**
 * What the events' pages show (issue 33), as the ports answer it: the same shapes as the
 * contract's (src/contract/events.ts), which the HTTP adapter maps and the fake builds.
 */

/** Seats and registrations of an event at the moment. */
export interface EventCounts {
  readonly capacity: number;
  /** People in confirmed registrations (attendees and their companions). */
  readonly seatsTaken: number;
  readonly seatsLeft: number;
  readonly confirmed: number;
  readonly waiting: number;
  readonly cancelled: number;
  readonly attended: number;
  readonly attendedPeople: number;
}

export interface EventSummary {
  readonly eventId: string;
  readonly kind: EventKind;
  readonly title: string;
  readonly state: EventState;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly placeName: string;
  /** 신청 중 · 12자리 남음, 정원 마감 · 대기 신청 가능, 신청 마감, 지난 행사, 취소된 행사. */
  readonly statusLabel: string;
  readonly seatsLeft: number;
  readonly memberFee: number;
}

export interface MonthOfEventSummaries {
  readonly month: string;
  readonly label: string;
  readonly events: readonly EventSummary[];
}

export interface EventList {
  readonly upcoming: readonly MonthOfEventSummaries[];
  readonly past: readonly MonthOfEventSummaries[];
}

export interface EventDetail extends EventSummary {
  readonly description: string;
  readonly programme: string;
  readonly placeAddress: string;
  readonly fees: EventFees;
  readonly capacity: number;
  readonly registrationDeadline: string;
  readonly refundDeadline: string | null;
  readonly visitorsAllowed: boolean;
  readonly maxCompanions: number;
  readonly payAtDoor: boolean;
  readonly contact: { readonly name: string; readonly phone: string; readonly email: string };
  readonly registrationOpen: boolean;
  /** Why this visitor or member may not register now, in Korean; null when they may. */
  readonly refusal: string | null;
  /** The payment methods offered online now (none: the site takes no payments). */
  readonly methods: readonly PaymentMethod[];
  readonly prefill: {
    readonly name: string;
    readonly phone: string;
    readonly email: string;
    readonly classNumber: number | null;
  } | null;
  readonly myRegistration: MyRegistration | null;
}

/** What the registration form sends (the domain's draft, and the method for an online fee). */
export interface RegistrationRequest {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly classNumber: string;
  readonly companions: number | string;
  readonly note: string;
  readonly payment: FeePayment | null;
  readonly method: PaymentMethod | '';
  readonly privacyConsent: boolean;
}

export interface OfficeEventSummary {
  readonly eventId: string;
  readonly kind: EventKind;
  readonly title: string;
  readonly state: EventState;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly registrationDeadline: string;
  readonly counts: EventCounts;
}

export interface OfficeEvent {
  readonly eventId: string;
  readonly state: EventState;
  /** What the form holds: Korean wall-clock times (`2026-12-12T14:00`). */
  readonly draft: EventDraft;
  readonly counts: EventCounts;
  readonly publishedAt: string | null;
  readonly cancelledAt: string | null;
  readonly cancelReason: string | null;
  readonly updatedAt: string;
}

export interface EventAttendees {
  readonly event: OfficeEventSummary;
  readonly attendees: readonly Attendee[];
  /** Over every confirmed registration (the filters do not apply). */
  readonly attendance: readonly AttendanceRow[];
}

export interface CheckInResult {
  /** `already`: marked before (at `attendee.attendedAt`); nothing changed. */
  readonly outcome: 'checkedIn' | 'already';
  readonly attendee: Attendee;
  readonly counts: EventCounts;
}
