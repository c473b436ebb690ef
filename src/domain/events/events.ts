/**
 * The association's events (issue 33): 정기총회, 체육대회, 송년의 밤, 산행, 홈커밍데이. What an
 * event is, who may come, what it costs and how its seats are counted, for the forms, the
 * contract, the server and the fake alike.
 *
 * - Times are instants (ISO 8601, UTC) and are shown in Korea's time; the office types them as
 *   Korean wall-clock times (`2026-12-12T14:00`).
 * - A seat is a person: an attendee with companions (가족 동반) takes 1 + companions seats.
 * - Fees are whole won per kind of attendee; an event whose fees are all 0 is free and skips
 *   payment.
 */

export const EVENT_KINDS = [
  'generalMeeting',
  'sportsDay',
  'yearEndParty',
  'hiking',
  'homecoming',
  'other',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  generalMeeting: '정기총회',
  sportsDay: '체육대회',
  yearEndParty: '송년의 밤',
  hiking: '산행',
  homecoming: '홈커밍데이',
  other: '기타 행사',
};

/**
 * `draft`: the office's, not shown. `published`: on the site, taking registrations until its
 * deadline. `closed`: on the site, registration closed by the office. `cancelled`: called off
 * (shown as such; its attendees were mailed and refunded).
 */
export const EVENT_STATES = ['draft', 'published', 'closed', 'cancelled'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENT_STATE_LABELS: Readonly<Record<EventState, string>> = {
  draft: '작성 중',
  published: '공개',
  closed: '신청 마감',
  cancelled: '취소됨',
};

/** Who pays which fee: an alumnus (member or not), a companion, a visitor who is no alumnus. */
export const ATTENDEE_KINDS = ['member', 'companion', 'visitor'] as const;
export type AttendeeKind = (typeof ATTENDEE_KINDS)[number];

export const ATTENDEE_KIND_LABELS: Readonly<Record<AttendeeKind, string>> = {
  member: '회원',
  companion: '동반 가족',
  visitor: '비회원',
};

export type EventFees = Readonly<Record<AttendeeKind, number>>;

export const EVENT_LIMITS = {
  titleLength: 100,
  descriptionLength: 5_000,
  programmeLength: 3_000,
  placeLength: 100,
  addressLength: 200,
  contactNameLength: 30,
  minCapacity: 1,
  maxCapacity: 5_000,
  maxCompanions: 10,
  /** A fee's ceiling: an event is no place for a large gift. */
  maxFee: 10_000_000,
  noteLength: 300,
  cancelReasonLength: 300,
} as const;

/** Why the office may not cancel an event with this reason (it goes into the attendees' mail). */
export function eventCancelReasonRefusal(reason: string): string | null {
  const said = reason.trim();
  if (!said) return '취소 사유를 적어 주세요. 신청자에게 보내는 메일에 들어갑니다.';
  if (said.length > EVENT_LIMITS.cancelReasonLength)
    return `취소 사유는 ${EVENT_LIMITS.cancelReasonLength}자까지 쓸 수 있습니다.`;
  return null;
}

/** An event as the rules read it. */
export interface EventRules {
  readonly state: EventState;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly capacity: number;
  readonly fees: EventFees;
  /** Registration (and an attendee's own cancellation) ends at this instant. */
  readonly registrationDeadline: string;
  /** A paid fee is refunded when the attendee cancels before this instant; null: no refunds. */
  readonly refundDeadline: string | null;
  readonly visitorsAllowed: boolean;
  readonly maxCompanions: number;
  /** Whether attendees may choose to pay at the door (현장 결제). */
  readonly payAtDoor: boolean;
}

/** Whether the event costs nothing to anyone. */
export function isFreeEvent(fees: EventFees): boolean {
  return ATTENDEE_KINDS.every((kind) => fees[kind] === 0);
}

/** Seats a registration takes: the attendee and their companions. */
export function seatsOf(companions: number): number {
  return 1 + companions;
}

/** What a registration costs: the attendee's fee and each companion's. */
export function feeOf(fees: EventFees, attendee: 'member' | 'visitor', companions: number): number {
  return fees[attendee] + companions * fees.companion;
}

/** Seats left (never below 0: the office may lower the capacity under the registrations). */
export function seatsLeft(capacity: number, seatsTaken: number): number {
  return Math.max(0, capacity - seatsTaken);
}

/** Whether an event is over at `now` (its end has passed). */
export function isPastEvent(event: Pick<EventRules, 'endsAt'>, now: Date): boolean {
  return Date.parse(event.endsAt) <= now.getTime();
}

/** Whether the event takes registrations at `now`. */
export function registrationOpen(
  event: Pick<EventRules, 'state' | 'registrationDeadline'>,
  now: Date,
): boolean {
  return event.state === 'published' && now.getTime() < Date.parse(event.registrationDeadline);
}

/** Why a registration cannot be made now; null when it can. */
export function registrationRefusal(
  event: Pick<EventRules, 'state' | 'registrationDeadline' | 'visitorsAllowed'>,
  now: Date,
  member: boolean,
): string | null {
  if (event.state === 'cancelled') return '취소된 행사입니다.';
  if (event.state === 'draft') return '아직 공개되지 않은 행사입니다.';
  if (!registrationOpen(event, now)) return '참가 신청이 마감되었습니다.';
  if (!member && !event.visitorsAllowed)
    return '회원만 신청할 수 있는 행사입니다. 로그인한 뒤 신청해 주세요.';
  return null;
}
