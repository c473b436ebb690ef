import type {
  AttendeeData,
  EventCountsData,
  EventDraftData,
  EventSummaryData,
  MyRegistrationData,
} from '../../../src/contract/events';
import {
  attendeeCancellation,
  koreanWallClock,
  registrationStatusLabel,
  seatsLeft,
} from '../../../src/domain/events';
import type { EventRecord, RegistrationCounts, RegistrationRecord } from './ports';

/** How the feature's records read on the wire (src/contract/events.ts). */

const NO_COUNTS: RegistrationCounts = {
  confirmed: 0,
  waiting: 0,
  cancelled: 0,
  attended: 0,
  attendedPeople: 0,
};

export function countsOf(
  event: EventRecord,
  counts: RegistrationCounts | undefined,
): EventCountsData {
  return {
    capacity: event.capacity,
    seatsTaken: event.seatsTaken,
    seatsLeft: seatsLeft(event.capacity, event.seatsTaken),
    ...(counts ?? NO_COUNTS),
  };
}

export function summaryOf(event: EventRecord, now: Date): EventSummaryData {
  const left = seatsLeft(event.capacity, event.seatsTaken);
  return {
    eventId: event.eventId,
    kind: event.kind,
    title: event.title,
    state: event.state,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    placeName: event.placeName,
    statusLabel: registrationStatusLabel(event, event.waitingCount > 0 ? 0 : left, now),
    seatsLeft: left,
    memberFee: event.fees.member,
  };
}

/** The office's form as it was saved: Korean wall-clock times, numbers as numbers. */
export function draftOf(event: EventRecord): EventDraftData {
  return {
    kind: event.kind,
    title: event.title,
    description: event.description,
    programme: event.programme,
    startsAt: koreanWallClock(event.startsAt),
    endsAt: koreanWallClock(event.endsAt),
    registrationDeadline: koreanWallClock(event.registrationDeadline),
    refundDeadline: event.refundDeadline === null ? '' : koreanWallClock(event.refundDeadline),
    placeName: event.placeName,
    placeAddress: event.placeAddress,
    capacity: event.capacity,
    fees: { ...event.fees },
    visitorsAllowed: event.visitorsAllowed,
    maxCompanions: event.maxCompanions,
    payAtDoor: event.payAtDoor,
    contactName: event.contactName,
    contactPhone: event.contactPhone,
    contactEmail: event.contactEmail,
  };
}

export function myRegistrationOf(
  event: EventRecord,
  registration: RegistrationRecord,
  extra: {
    readonly waitingPosition: number | null;
    readonly link: string;
    readonly checkInQr: string | null;
    readonly onlinePayments: boolean;
    readonly now: Date;
  },
): MyRegistrationData {
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
  };
}

export function attendeeOf(
  registration: RegistrationRecord,
  waitingPosition: number | null,
): AttendeeData {
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
