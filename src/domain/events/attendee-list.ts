import { formatAccessTime } from '../shared/format/date-format';
import { digitsOnly } from '../shared/validation/validation-result';
import {
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  REGISTRATION_STATE_LABELS,
  type RegistrationState,
} from './registrations';

/**
 * The office's attendee list (issue 33, item 7): its filters, and its export's columns. The
 * console's screen, the server and the fake filter alike.
 */

export interface ListedAttendee {
  readonly registrationId: string;
  readonly memberId: string | null;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly classNumber: number | null;
  readonly companions: number;
  readonly note: string;
  readonly state: RegistrationState;
  readonly waitingPosition: number | null;
  readonly payment: PaymentStatus;
  readonly amount: number;
  readonly attendedAt: string | null;
  readonly createdAt: string;
}

export interface AttendeeFilter {
  readonly state?: RegistrationState;
  readonly payment?: PaymentStatus;
  readonly attendance?: 'attended' | 'absent';
  /** A name (or part of it), a phone number's digits, or a 기수 (45, 45기). */
  readonly q?: string;
}

export function attendeeMatches(attendee: ListedAttendee, filter: AttendeeFilter): boolean {
  if (filter.state && attendee.state !== filter.state) return false;
  if (filter.payment && attendee.payment !== filter.payment) return false;
  if (filter.attendance === 'attended' && attendee.attendedAt === null) return false;
  if (filter.attendance === 'absent' && attendee.attendedAt !== null) return false;
  const q = (filter.q ?? '').trim();
  if (!q) return true;
  const classMatch = /^제?\s*(\d{1,3})\s*(기|회)?$/u.exec(q);
  if (classMatch && attendee.classNumber === Number(classMatch[1])) return true;
  if (attendee.name.includes(q)) return true;
  const digits = digitsOnly(q);
  return digits.length >= 3 && digitsOnly(attendee.phone).includes(digits);
}

export const ATTENDEE_EXPORT_HEADER = [
  '이름',
  '구분',
  '기수',
  '휴대전화',
  '이메일',
  '동반 인원',
  '신청 상태',
  '대기 순번',
  '결제',
  '참가비(원)',
  '참석',
  '입장 시각',
  '신청 시각',
  '메모',
] as const;

export function attendeeExportRows(attendees: readonly ListedAttendee[]): (string | number)[][] {
  return attendees.map((attendee) => [
    attendee.name,
    attendee.memberId === null ? '비회원' : '회원',
    attendee.classNumber ?? '',
    attendee.phone,
    attendee.email,
    attendee.companions,
    REGISTRATION_STATE_LABELS[attendee.state],
    attendee.waitingPosition ?? '',
    PAYMENT_STATUS_LABELS[attendee.payment],
    attendee.amount,
    attendee.attendedAt === null ? '' : '참석',
    attendee.attendedAt === null ? '' : formatAccessTime(attendee.attendedAt),
    formatAccessTime(attendee.createdAt),
    attendee.note,
  ]);
}

/** 제44회 체육대회_신청자_2026-11-29.xlsx (no characters a file name may not hold). */
export function attendeeExportFileName(title: string, today: string): string {
  const safe = title.replace(/[\\/:*?"<>|\s]+/gu, '_').replace(/^_+|_+$/gu, '') || '행사';
  return `${safe}_신청자_${today}.xlsx`;
}

/** Each waiting registration's place in line (1 = next), in the order given (line order). */
export function waitingPositions(
  inLine: readonly { readonly registrationId: string; readonly state: RegistrationState }[],
): Map<string, number> {
  const positions = new Map<string, number>();
  for (const registration of inLine) {
    if (registration.state === 'waiting')
      positions.set(registration.registrationId, positions.size + 1);
  }
  return positions;
}
