import Type, { type Static } from 'typebox';
import {
  EVENT_KINDS,
  EVENT_LIMITS,
  EVENT_STATES,
  FEE_PAYMENTS,
  PAYMENT_STATUSES,
  REGISTRATION_STATES,
} from '../domain/events';
import { PAYMENT_METHODS } from '../domain/payments';
import { EMAIL_MAX_LENGTH } from '../domain/shared/validation/email';
import type { EndpointSchemas } from './shared/endpoint';
import { NoData, Nullable, OneOf, Text } from './shared/schemas';
import { StartedCheckoutSchema } from './payments';

/** Issue 33: events, their registrations, fees, waiting lists and check-in. */

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Instant = Type.String({ format: 'date-time' });
const Won = Type.Integer({
  minimum: 0,
  maximum: EVENT_LIMITS.maxFee * (EVENT_LIMITS.maxCompanions + 1),
});
const Count = Type.Integer({ minimum: 0 });
/** A registration's signed token (the mail's link and the QR code hold it). */
const RegistrationToken = Type.String({
  minLength: 3,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
});
const Fees = Type.Object({ member: Won, companion: Won, visitor: Won });

/** Seats and registrations of an event, as the server counts them at the moment. */
export const EventCountsSchema = Type.Object({
  capacity: Count,
  /** People in confirmed registrations (attendees and their companions). */
  seatsTaken: Count,
  seatsLeft: Count,
  confirmed: Count,
  waiting: Count,
  cancelled: Count,
  /** Confirmed registrations checked in, and the people they bring. */
  attended: Count,
  attendedPeople: Count,
});

/** An event in the public list. */
export const EventSummarySchema = Type.Object({
  eventId: Id,
  kind: OneOf(EVENT_KINDS),
  title: Type.String(),
  state: OneOf(EVENT_STATES),
  startsAt: Instant,
  endsAt: Instant,
  placeName: Type.String(),
  /** 신청 중 · 12자리 남음, 정원 마감 · 대기 신청 가능, 신청 마감, 지난 행사, 취소된 행사. */
  statusLabel: Type.String(),
  seatsLeft: Count,
  /** The lowest fee an alumnus pays (0: free). */
  memberFee: Won,
});

const MonthOfEventsSchema = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  label: Type.String(),
  events: Type.Array(EventSummarySchema),
});

export const EventListSchema = Type.Object({
  upcoming: Type.Array(MonthOfEventsSchema),
  past: Type.Array(MonthOfEventsSchema),
});

/** A registration as its attendee sees it (/me, the mail's link, the answer of each step). */
export const MyRegistrationSchema = Type.Object({
  registrationId: Id,
  eventId: Id,
  eventTitle: Type.String(),
  eventStartsAt: Instant,
  state: OneOf(REGISTRATION_STATES),
  /** The place in the waiting list (1 = next), null unless waiting. */
  waitingPosition: Nullable(Type.Integer({ minimum: 1 })),
  payment: OneOf(PAYMENT_STATUSES),
  amount: Won,
  name: Type.String(),
  classNumber: Nullable(Type.Integer()),
  companions: Count,
  note: Type.String(),
  attendedAt: Nullable(Instant),
  createdAt: Instant,
  /** The registration's own page (the mail's link), with its signed token. */
  link: Type.String(),
  /** The check-in QR code (PNG data URL) of a confirmed registration; null otherwise. */
  checkInQr: Nullable(Type.String()),
  /** Whether the attendee may cancel now, and whether a paid fee would come back. */
  cancellable: Type.Boolean(),
  refundOnCancel: Type.Boolean(),
  /** An online fee still to pay (a promoted registration, a payment left open). */
  payable: Type.Boolean(),
  /** By when an online fee still owed is to be paid, else its seat goes to the next in line. */
  payBy: Nullable(Instant),
});

/** An event's page. */
export const EventDetailSchema = Type.Object({
  ...EventSummarySchema.properties,
  description: Type.String(),
  programme: Type.String(),
  placeAddress: Type.String(),
  fees: Fees,
  capacity: Count,
  registrationDeadline: Instant,
  refundDeadline: Nullable(Instant),
  visitorsAllowed: Type.Boolean(),
  maxCompanions: Count,
  payAtDoor: Type.Boolean(),
  contact: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  /** Whether this visitor or member may register now; else why not (in Korean). */
  registrationOpen: Type.Boolean(),
  refusal: Nullable(Type.String()),
  /** The payment methods offered online now (none: the site takes no payments). */
  methods: Type.Array(OneOf(PAYMENT_METHODS)),
  /** The signed-in member's details to prefill; null for a visitor. */
  prefill: Nullable(
    Type.Object({
      name: Type.String(),
      phone: Type.String(),
      email: Type.String(),
      classNumber: Nullable(Type.Integer()),
    }),
  ),
  /** The signed-in member's registration for it (not cancelled), if any. */
  myRegistration: Nullable(MyRegistrationSchema),
});

export const RegistrationDraftSchema = Type.Object(
  {
    name: Text(60),
    phone: Text(30),
    email: Text(EMAIL_MAX_LENGTH),
    classNumber: Text(20),
    companions: Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Text(5)]),
    note: Text(EVENT_LIMITS.noteLength + 50, { lines: 'multiple' }),
    payment: Nullable(OneOf(FEE_PAYMENTS)),
    /** For an online fee: the method to open the payment window with. */
    method: Type.Union([OneOf(PAYMENT_METHODS), Type.Literal('')]),
    privacyConsent: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const RegistrationResultSchema = Type.Object({
  registration: MyRegistrationSchema,
  /** The payment window to open for an online fee of a confirmed registration; null otherwise. */
  payment: Nullable(StartedCheckoutSchema),
});

/** The office's form, as typed (the domain's EventDraft). */
export const EventDraftSchema = Type.Object(
  {
    kind: OneOf(EVENT_KINDS),
    title: Text(EVENT_LIMITS.titleLength + 20),
    description: Text(EVENT_LIMITS.descriptionLength + 100, { lines: 'multiple' }),
    programme: Text(EVENT_LIMITS.programmeLength + 100, { lines: 'multiple' }),
    startsAt: Text(20),
    endsAt: Text(20),
    registrationDeadline: Text(20),
    refundDeadline: Text(20),
    placeName: Text(EVENT_LIMITS.placeLength + 20),
    placeAddress: Text(EVENT_LIMITS.addressLength + 20),
    capacity: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Text(10)]),
    fees: Type.Object(
      {
        member: Type.Union([Type.Integer({ minimum: 0, maximum: 1e12 }), Text(20)]),
        companion: Type.Union([Type.Integer({ minimum: 0, maximum: 1e12 }), Text(20)]),
        visitor: Type.Union([Type.Integer({ minimum: 0, maximum: 1e12 }), Text(20)]),
      },
      { additionalProperties: false },
    ),
    visitorsAllowed: Type.Boolean(),
    maxCompanions: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Text(5)]),
    payAtDoor: Type.Boolean(),
    contactName: Text(EVENT_LIMITS.contactNameLength + 10),
    contactPhone: Text(30),
    contactEmail: Text(EMAIL_MAX_LENGTH),
  },
  { additionalProperties: false },
);

/** An event in the console's list. */
export const OfficeEventSummarySchema = Type.Object({
  eventId: Id,
  kind: OneOf(EVENT_KINDS),
  title: Type.String(),
  state: OneOf(EVENT_STATES),
  startsAt: Instant,
  endsAt: Instant,
  registrationDeadline: Instant,
  counts: EventCountsSchema,
});

/** One event for the console: what its form holds (wall-clock times in Korea) and its counts. */
export const OfficeEventSchema = Type.Object({
  eventId: Id,
  state: OneOf(EVENT_STATES),
  draft: EventDraftSchema,
  counts: EventCountsSchema,
  publishedAt: Nullable(Instant),
  cancelledAt: Nullable(Instant),
  cancelReason: Nullable(Type.String()),
  updatedAt: Instant,
});

export const AttendeeSchema = Type.Object({
  registrationId: Id,
  /** Null: a visitor. */
  memberId: Nullable(Type.String()),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  classNumber: Nullable(Type.Integer()),
  attendeeKind: OneOf(['member', 'visitor'] as const),
  companions: Count,
  note: Type.String(),
  state: OneOf(REGISTRATION_STATES),
  waitingPosition: Nullable(Type.Integer({ minimum: 1 })),
  payment: OneOf(PAYMENT_STATUSES),
  amount: Won,
  attendedAt: Nullable(Instant),
  createdAt: Instant,
  cancelledAt: Nullable(Instant),
});

export const AttendanceRowSchema = Type.Object({
  classNumber: Nullable(Type.Integer()),
  registrations: Count,
  people: Count,
  attended: Count,
  attendedPeople: Count,
});

const AttendeeFilterSchema = Type.Object(
  {
    state: Type.Optional(OneOf(REGISTRATION_STATES)),
    payment: Type.Optional(OneOf(PAYMENT_STATUSES)),
    attendance: Type.Optional(OneOf(['attended', 'absent'] as const)),
    /** A name, a phone number's digits, or a 기수. */
    q: Type.Optional(Text(60)),
  },
  { additionalProperties: false },
);

export const EventAttendeesSchema = Type.Object({
  event: OfficeEventSummarySchema,
  attendees: Type.Array(AttendeeSchema),
  /** Over every confirmed registration (the filters do not apply). */
  attendance: Type.Array(AttendanceRowSchema),
});

export const CheckInResultSchema = Type.Object({
  /** `already`: marked before (at `attendee.attendedAt`); nothing changed. */
  outcome: OneOf(['checkedIn', 'already'] as const),
  attendee: AttendeeSchema,
  counts: EventCountsSchema,
});

const EventParams = Type.Object({ eventId: Id }, { additionalProperties: false });
const RegistrationParams = Type.Object({ registrationId: Id }, { additionalProperties: false });
/** A visitor's own registration is reached with the token of its mail's link. */
const TokenQuery = Type.Object(
  { t: Type.Optional(RegistrationToken) },
  { additionalProperties: false },
);

export type EventCountsData = Static<typeof EventCountsSchema>;
export type EventSummaryData = Static<typeof EventSummarySchema>;
export type EventListData = Static<typeof EventListSchema>;
export type EventDetailData = Static<typeof EventDetailSchema>;
export type MyRegistrationData = Static<typeof MyRegistrationSchema>;
export type RegistrationDraftData = Static<typeof RegistrationDraftSchema>;
export type RegistrationResultData = Static<typeof RegistrationResultSchema>;
export type EventDraftData = Static<typeof EventDraftSchema>;
export type OfficeEventSummaryData = Static<typeof OfficeEventSummarySchema>;
export type OfficeEventData = Static<typeof OfficeEventSchema>;
export type AttendeeData = Static<typeof AttendeeSchema>;
export type AttendanceRowData = Static<typeof AttendanceRowSchema>;
export type AttendeeFilterData = Static<typeof AttendeeFilterSchema>;
export type EventAttendeesData = Static<typeof EventAttendeesSchema>;
export type CheckInResultData = Static<typeof CheckInResultSchema>;

/** What each of the feature's calls takes and answers (endpoints/pages/events.ts, endpoints/office/events.ts). */
export const EVENTS_SCHEMAS = {
  publicEvents: { data: EventListSchema },
  publicEvent: { params: EventParams, data: EventDetailSchema },
  eventCalendarFile: { params: EventParams },
  registerForEvent: {
    params: EventParams,
    body: RegistrationDraftSchema,
    data: RegistrationResultSchema,
  },
  myEventRegistrations: { data: Type.Array(MyRegistrationSchema) },
  eventRegistration: {
    params: RegistrationParams,
    querystring: TokenQuery,
    data: MyRegistrationSchema,
  },
  cancelEventRegistration: {
    params: RegistrationParams,
    querystring: TokenQuery,
    data: MyRegistrationSchema,
  },
  payEventFee: {
    params: RegistrationParams,
    querystring: TokenQuery,
    body: Type.Object({ method: OneOf(PAYMENT_METHODS) }, { additionalProperties: false }),
    data: StartedCheckoutSchema,
  },
  officeEvents: { data: Type.Array(OfficeEventSummarySchema) },
  officeEvent: { params: EventParams, data: OfficeEventSchema },
  createEvent: { body: EventDraftSchema, data: Type.Object({ eventId: Id }) },
  updateEvent: {
    params: EventParams,
    body: Type.Object(
      {
        draft: EventDraftSchema,
        /** Mail the attendees what changed (a published event's time or place). */
        notifyAttendees: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    data: NoData,
  },
  publishEvent: { params: EventParams, data: NoData },
  closeEvent: { params: EventParams, data: NoData },
  cancelEvent: {
    params: EventParams,
    body: Type.Object(
      { reason: Text(EVENT_LIMITS.cancelReasonLength, { lines: 'multiple' }) },
      { additionalProperties: false },
    ),
    data: NoData,
  },
  eventAttendees: {
    params: EventParams,
    querystring: AttendeeFilterSchema,
    data: EventAttendeesSchema,
  },
  exportEventAttendees: { params: EventParams, querystring: AttendeeFilterSchema },
  checkInAttendee: {
    params: EventParams,
    body: Type.Union([
      Type.Object({ code: Text(500) }, { additionalProperties: false }),
      Type.Object({ registrationId: Id }, { additionalProperties: false }),
    ]),
    data: CheckInResultSchema,
  },
  checkInCount: { params: EventParams, data: EventCountsSchema },
  officeCancelRegistration: {
    params: RegistrationParams,
    body: Type.Object({ refund: Type.Boolean() }, { additionalProperties: false }),
    data: AttendeeSchema,
  },
  recordDoorPayment: { params: RegistrationParams, data: AttendeeSchema },
} as const satisfies Record<string, EndpointSchemas>;
