import {
  type EventDraft,
  type EventDraftField,
  eventDraftRefusals,
  type EventKind,
} from '../../../domain/events';
import type { FieldRules } from '../../shared/forms/use-form';

/**
 * The editor's values: the domain's draft flattened so that each field is one input (the fees
 * apart, numbers as typed, times as `datetime-local` values in Korean time), and whether to
 * mail the attendees about a change.
 */
export interface EventFormValues extends Readonly<Record<EventDraftField, string>> {
  readonly visitorsAllowed: boolean;
  readonly payAtDoor: boolean;
  readonly notifyAttendees: boolean;
}

export const BLANK_EVENT: EventFormValues = {
  kind: 'sportsDay',
  title: '',
  description: '',
  programme: '',
  startsAt: '',
  endsAt: '',
  registrationDeadline: '',
  refundDeadline: '',
  placeName: '',
  placeAddress: '',
  capacity: '',
  feeMember: '0',
  feeCompanion: '0',
  feeVisitor: '0',
  maxCompanions: '0',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  visitorsAllowed: false,
  payAtDoor: false,
  notifyAttendees: false,
};

export function valuesOf(draft: EventDraft): EventFormValues {
  return {
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    programme: draft.programme,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    registrationDeadline: draft.registrationDeadline,
    refundDeadline: draft.refundDeadline,
    placeName: draft.placeName,
    placeAddress: draft.placeAddress,
    capacity: String(draft.capacity),
    feeMember: String(draft.fees.member),
    feeCompanion: String(draft.fees.companion),
    feeVisitor: String(draft.fees.visitor),
    maxCompanions: String(draft.maxCompanions),
    contactName: draft.contactName,
    contactPhone: draft.contactPhone,
    contactEmail: draft.contactEmail,
    visitorsAllowed: draft.visitorsAllowed,
    payAtDoor: draft.payAtDoor,
    notifyAttendees: false,
  };
}

export function draftOf(values: EventFormValues): EventDraft {
  return {
    kind: values.kind as EventKind,
    title: values.title,
    description: values.description,
    programme: values.programme,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    registrationDeadline: values.registrationDeadline,
    refundDeadline: values.refundDeadline,
    placeName: values.placeName,
    placeAddress: values.placeAddress,
    capacity: values.capacity,
    fees: { member: values.feeMember, companion: values.feeCompanion, visitor: values.feeVisitor },
    visitorsAllowed: values.visitorsAllowed,
    maxCompanions: values.maxCompanions,
    payAtDoor: values.payAtDoor,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    contactEmail: values.contactEmail,
  };
}

const DRAFT_FIELDS: readonly EventDraftField[] = [
  'kind',
  'title',
  'description',
  'programme',
  'startsAt',
  'endsAt',
  'registrationDeadline',
  'refundDeadline',
  'placeName',
  'placeAddress',
  'capacity',
  'feeMember',
  'feeCompanion',
  'feeVisitor',
  'maxCompanions',
  'contactName',
  'contactPhone',
  'contactEmail',
];

/** Each field's rule is the domain's refusal of the whole draft that concerns it. */
export const EVENT_FORM_RULES: FieldRules<EventFormValues> = Object.fromEntries(
  DRAFT_FIELDS.map((field) => [
    field,
    (_: string, values: EventFormValues) => eventDraftRefusals(draftOf(values))[field] ?? null,
  ]),
);

/**
 * The field a refusal of the server is about, by the words it starts with (the domain's
 * messages name their field first: "정원은 …", "환불 마감은 …"), so that it is said beside it;
 * null for a refusal of the whole form.
 */
const FIELD_WORDS: readonly (readonly [string, EventDraftField])[] = [
  ['행사 이름', 'title'],
  ['행사 소개', 'description'],
  ['프로그램', 'programme'],
  ['시작 일시', 'startsAt'],
  ['끝나는 일시', 'endsAt'],
  ['신청 마감', 'registrationDeadline'],
  ['환불 마감', 'refundDeadline'],
  ['장소', 'placeName'],
  ['주소', 'placeAddress'],
  ['정원', 'capacity'],
  ['동반 가족', 'maxCompanions'],
  ['담당자', 'contactName'],
  ['연락처', 'contactPhone'],
];

export function refusedFieldOf(message: string): EventDraftField | null {
  return FIELD_WORDS.find(([words]) => message.startsWith(words))?.[1] ?? null;
}
