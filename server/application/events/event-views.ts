import type { EventCountsData, EventSummaryData } from '../../../src/contract/events';
import { registrationStatusLabel, seatsLeft } from '../../../src/domain/events';
import type { EventRecord, RegistrationCounts } from './ports';

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
