import { parseIsoInstant } from '../shared/format/iso-instant';
import { validateFreeText } from '../shared/text/free-text';
import { withObjectParticle, withTopicParticle } from '../shared/text/korean-particles';
import { validateEmail } from '../shared/validation/email';
import { digitsOnly } from '../shared/validation/validation-result';
import {
  ATTENDEE_KINDS,
  type AttendeeKind,
  EVENT_KINDS,
  EVENT_LIMITS,
  type EventFees,
  type EventKind,
  isFreeEvent,
} from './events';

/**
 * The office's event form (issue 33, item 7): every check on what it writes, for the console's
 * form, the contract, the server and the fake alike. Times are typed as Korean wall-clock times
 * (`2026-12-12T14:00`, the browser's `datetime-local`) and kept as instants.
 */

const KOREA_OFFSET_MINUTES = 9 * 60;

export interface EventDraft {
  readonly kind: EventKind;
  readonly title: string;
  /** What the event is, in a few paragraphs. */
  readonly description: string;
  /** 프로그램: one line per item ("14:00 개회식"). */
  readonly programme: string;
  /** Korean wall-clock times, `YYYY-MM-DDTHH:mm`. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly registrationDeadline: string;
  /** Empty: no refunds. Required when the event has a fee. */
  readonly refundDeadline: string;
  readonly placeName: string;
  /** The road address the map shows. */
  readonly placeAddress: string;
  readonly capacity: number | string;
  readonly fees: Readonly<Record<AttendeeKind, number | string>>;
  readonly visitorsAllowed: boolean;
  readonly maxCompanions: number | string;
  readonly payAtDoor: boolean;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly contactEmail: string;
}

export type EventDraftField =
  | 'kind'
  | 'title'
  | 'description'
  | 'programme'
  | 'startsAt'
  | 'endsAt'
  | 'registrationDeadline'
  | 'refundDeadline'
  | 'placeName'
  | 'placeAddress'
  | 'capacity'
  | 'feeMember'
  | 'feeCompanion'
  | 'feeVisitor'
  | 'maxCompanions'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail';

export type EventDraftRefusals = Partial<Record<EventDraftField, string>>;

/** A checked event: what the server stores. */
export interface CheckedEvent {
  readonly kind: EventKind;
  readonly title: string;
  readonly description: string;
  readonly programme: string;
  /** Instants, ISO 8601 in UTC. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly registrationDeadline: string;
  readonly refundDeadline: string | null;
  readonly placeName: string;
  readonly placeAddress: string;
  readonly capacity: number;
  readonly fees: EventFees;
  readonly visitorsAllowed: boolean;
  readonly maxCompanions: number;
  readonly payAtDoor: boolean;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly contactEmail: string;
}

export type EventDraftReading =
  | { readonly ok: true; readonly event: CheckedEvent }
  | { readonly ok: false; readonly refusals: EventDraftRefusals };

/** The form's field of each kind of attendee's fee. */
export const EVENT_FEE_FIELDS = {
  member: 'feeMember',
  companion: 'feeCompanion',
  visitor: 'feeVisitor',
} as const satisfies Readonly<Record<AttendeeKind, EventDraftField>>;

export function readEventDraft(draft: EventDraft): EventDraftReading {
  const refusals: EventDraftRefusals = {};
  const refuse = (field: EventDraftField, message: string) => {
    refusals[field] ??= message;
  };
  if (!EVENT_KINDS.includes(draft.kind)) refuse('kind', '행사 종류를 골라 주세요.');
  const texts = readTexts(draft, refuse);

  const startsAt = koreanTime(draft.startsAt);
  if (startsAt === null) refuse('startsAt', '시작 일시를 입력해 주세요.');
  const endsAt = koreanTime(draft.endsAt);
  if (endsAt === null) refuse('endsAt', '끝나는 일시를 입력해 주세요.');
  else if (startsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt))
    refuse('endsAt', '끝나는 일시는 시작 일시보다 뒤여야 합니다.');
  const deadline = koreanTime(draft.registrationDeadline);
  if (deadline === null) refuse('registrationDeadline', '신청 마감 일시를 입력해 주세요.');
  else if (startsAt !== null && Date.parse(deadline) > Date.parse(startsAt))
    refuse('registrationDeadline', '신청 마감은 행사 시작 전이어야 합니다.');

  const capacity = wholeNumber(draft.capacity, EVENT_LIMITS.minCapacity, EVENT_LIMITS.maxCapacity);
  if (capacity === null)
    refuse(
      'capacity',
      `정원은 ${EVENT_LIMITS.minCapacity}명에서 ${EVENT_LIMITS.maxCapacity.toLocaleString('ko-KR')}명 사이로 입력해 주세요.`,
    );
  const maxCompanions = wholeNumber(draft.maxCompanions, 0, EVENT_LIMITS.maxCompanions);
  if (maxCompanions === null)
    refuse(
      'maxCompanions',
      `동반 가족은 0명에서 ${EVENT_LIMITS.maxCompanions}명 사이로 정해 주세요.`,
    );

  const fees: Record<AttendeeKind, number> = { member: 0, companion: 0, visitor: 0 };
  for (const kind of ATTENDEE_KINDS) {
    const fee = wholeNumber(draft.fees[kind], 0, EVENT_LIMITS.maxFee);
    if (fee === null)
      refuse(
        EVENT_FEE_FIELDS[kind],
        '참가비는 0원(무료)에서 1,000만원 사이의 원 단위 숫자로 입력해 주세요.',
      );
    else fees[kind] = fee;
  }

  let refundDeadline: string | null = null;
  if (draft.refundDeadline.trim()) {
    refundDeadline = koreanTime(draft.refundDeadline);
    if (refundDeadline === null) refuse('refundDeadline', '환불 마감 일시를 정확히 입력해 주세요.');
    else if (startsAt !== null && Date.parse(refundDeadline) > Date.parse(startsAt))
      refuse('refundDeadline', '환불 마감은 행사 시작 전이어야 합니다.');
  } else if (!isFreeEvent(fees)) {
    refuse('refundDeadline', '참가비가 있는 행사는 환불 마감 일시를 정해 주세요.');
  }

  const contactPhone = validateContactPhone(draft.contactPhone);
  if (contactPhone === null)
    refuse('contactPhone', '연락처를 전화번호 형식으로 입력해 주세요. 예) 02-1234-5678');
  const contactEmail = draft.contactEmail.trim() ? validateEmail(draft.contactEmail) : null;
  if (contactEmail && !contactEmail.ok) refuse('contactEmail', contactEmail.message);

  if (
    Object.keys(refusals).length > 0 ||
    texts === null ||
    startsAt === null ||
    endsAt === null ||
    deadline === null ||
    capacity === null ||
    maxCompanions === null ||
    contactPhone === null
  ) {
    return { ok: false, refusals };
  }
  return {
    ok: true,
    event: {
      kind: draft.kind,
      title: texts.title,
      description: texts.description,
      programme: texts.programme,
      startsAt,
      endsAt,
      registrationDeadline: deadline,
      refundDeadline,
      placeName: texts.placeName,
      placeAddress: texts.placeAddress,
      capacity,
      fees,
      visitorsAllowed: draft.visitorsAllowed,
      maxCompanions,
      payAtDoor: draft.payAtDoor,
      contactName: texts.contactName,
      contactPhone,
      contactEmail: contactEmail?.ok ? contactEmail.value : '',
    },
  };
}

export function eventDraftRefusals(draft: EventDraft): EventDraftRefusals {
  const reading = readEventDraft(draft);
  return reading.ok ? {} : reading.refusals;
}

/** A Korean wall-clock time (`YYYY-MM-DDTHH:mm`) as an instant; null when it is none. */
export function koreanTime(input: string): string | null {
  const text = input.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/u.test(text)) return null;
  const [day, clock] = text.split('T') as [string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const probe = new Date(Date.UTC(year, month - 1, date));
  if (probe.getUTCDate() !== date || probe.getUTCMonth() !== month - 1) return null;
  return new Date(parseIsoInstant(`${text}:00`, KOREA_OFFSET_MINUTES)).toISOString();
}

/** An instant as the form's Korean wall-clock time (`YYYY-MM-DDTHH:mm`). */
export function koreanWallClock(instant: string): string {
  const shifted = new Date(Date.parse(instant) + KOREA_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A saved event's draft: numbers as numbers. */
export interface SavedEventDraft extends EventDraft {
  readonly capacity: number;
  readonly fees: EventFees;
  readonly maxCompanions: number;
}

/** The form's values of a stored event (the inverse of `readEventDraft`): wall-clock times. */
export function draftOfEvent(event: CheckedEvent): SavedEventDraft {
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

/** A land line or mobile number: 9–11 digits starting with 0, written back with hyphens. */
export function validateContactPhone(input: string): string | null {
  const digits = digitsOnly(input.trim()).replace(/[()]/gu, '');
  if (!/^0\d{8,10}$/u.test(digits)) return null;
  if (digits.startsWith('02'))
    return digits.length === 9
      ? `02-${digits.slice(2, 5)}-${digits.slice(5)}`
      : `02-${digits.slice(2, 6)}-${digits.slice(6)}`;
  const middle = digits.length === 10 ? 3 : 4;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}

type TextField =
  'title' | 'description' | 'programme' | 'placeName' | 'placeAddress' | 'contactName';

interface TextRule {
  readonly label: string;
  readonly max: number;
  readonly required: boolean;
  readonly lines: 'single' | 'multiple';
}

const TEXT_RULES: Readonly<Record<TextField, TextRule>> = {
  title: { label: '행사 이름', max: EVENT_LIMITS.titleLength, required: true, lines: 'single' },
  description: {
    label: '행사 소개',
    max: EVENT_LIMITS.descriptionLength,
    required: false,
    lines: 'multiple',
  },
  programme: {
    label: '프로그램',
    max: EVENT_LIMITS.programmeLength,
    required: false,
    lines: 'multiple',
  },
  placeName: { label: '장소', max: EVENT_LIMITS.placeLength, required: true, lines: 'single' },
  placeAddress: {
    label: '주소',
    max: EVENT_LIMITS.addressLength,
    required: false,
    lines: 'single',
  },
  contactName: {
    label: '담당자',
    max: EVENT_LIMITS.contactNameLength,
    required: true,
    lines: 'single',
  },
};

/** The draft's free texts, trimmed; null when one is refused (said through `refuse`). */
function readTexts(
  draft: EventDraft,
  refuse: (field: EventDraftField, message: string) => void,
): Readonly<Record<TextField, string>> | null {
  const texts: Partial<Record<TextField, string>> = {};
  for (const field of Object.keys(TEXT_RULES) as TextField[]) {
    const checked = text(draft[field], TEXT_RULES[field]);
    if (typeof checked === 'string') texts[field] = checked;
    else refuse(field, checked.message);
  }
  return Object.keys(texts).length === Object.keys(TEXT_RULES).length
    ? (texts as Record<TextField, string>)
    : null;
}

function text(input: string, rule: TextRule): string | { message: string } {
  const checked = validateFreeText(input.trim(), rule.label, rule.lines);
  if (!checked.ok) return { message: checked.message };
  if (rule.required && !checked.value)
    return { message: `${withObjectParticle(rule.label)} 입력해 주세요.` };
  if (checked.value.length > rule.max)
    return { message: `${withTopicParticle(rule.label)} ${rule.max}자까지 쓸 수 있습니다.` };
  return checked.value;
}

function wholeNumber(input: number | string, min: number, max: number): number | null {
  const text = String(input)
    .trim()
    .replace(/[,\s원명]/gu, '');
  if (!/^\d{1,9}$/u.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
