import { validateEmail } from '../shared/validation/email';
import { validateClassNumber } from '../shared/validation/graduation';
import { validateMobilePhone } from '../shared/validation/mobile-phone';
import { validatePersonName } from '../shared/validation/person-name';
import { validateFreeText } from '../shared/text/free-text';
import { type EventRules, EVENT_LIMITS, feeOf, isFreeEvent } from './events';
import { REGISTRATION_RETENTION_MONTHS } from './retention';

/**
 * A registration for an event (issue 33, item 2): what the attendee gives, its states, and the
 * rules of cancelling, refunding and checking in.
 *
 * - `confirmed` holds seats; `waiting` is in line by the time it was made (promoted by the
 *   server, in the cancellation's transaction, when seats come free); `cancelled` holds none.
 * - Payment: `none` (free), `door` (to pay at the door), `pending` (paying online: the seat is
 *   held while the payment is open; an order that closes unpaid cancels the registration),
 *   `paid` (online), `doorPaid` (taken at the door), `refunded`.
 */

export const REGISTRATION_STATES = ['confirmed', 'waiting', 'cancelled'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const REGISTRATION_STATE_LABELS: Readonly<Record<RegistrationState, string>> = {
  confirmed: '참가 확정',
  waiting: '대기',
  cancelled: '취소',
};

export const PAYMENT_STATUSES = [
  'none',
  'door',
  'pending',
  'paid',
  'doorPaid',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  none: '무료',
  door: '현장 결제 예정',
  pending: '결제 대기',
  paid: '결제 완료',
  doorPaid: '현장 결제 완료',
  refunded: '환불',
};

/** How the attendee pays: online through the payment port, or at the door. */
export const FEE_PAYMENTS = ['online', 'door'] as const;
export type FeePayment = (typeof FEE_PAYMENTS)[number];

export const FEE_PAYMENT_LABELS: Readonly<Record<FeePayment, string>> = {
  online: '온라인 결제(카드·계좌이체)',
  door: '현장 결제',
};

export const REGISTRATION_PRIVACY_CONSENT =
  '총동문회는 행사 참가 신청의 확인, 안내 메일과 현장 확인을 위해 이름, 휴대전화 번호, 이메일 ' +
  `주소, 기수와 남기신 메모를 받아 행사가 끝난 뒤 ${REGISTRATION_RETENTION_MONTHS}개월간 ` +
  '보관하고 지웁니다. 동의하지 않으시면 신청할 수 없습니다.';

/** What the registration form holds, as typed. */
export interface RegistrationDraft {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  /** 기수 as typed ("45", "제45회"); may be empty for a visitor. */
  readonly classNumber: string;
  readonly companions: number | string;
  readonly note: string;
  /** Null for a free event. */
  readonly payment: FeePayment | null;
  /** A visitor's consent to the collection above (a member agreed at sign-up). */
  readonly privacyConsent: boolean;
}

export type RegistrationField =
  'name' | 'phone' | 'email' | 'classNumber' | 'companions' | 'note' | 'payment' | 'privacyConsent';

export type RegistrationRefusals = Partial<Record<RegistrationField, string>>;

/** A checked registration, with the seats it takes and what it costs. */
export interface CheckedRegistration {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly classNumber: number | null;
  readonly companions: number;
  readonly note: string;
  readonly payment: FeePayment | null;
  readonly amount: number;
}

export type RegistrationReading =
  | { readonly ok: true; readonly registration: CheckedRegistration }
  | { readonly ok: false; readonly refusals: RegistrationRefusals };

export function readRegistration(
  draft: RegistrationDraft,
  event: Pick<EventRules, 'fees' | 'maxCompanions' | 'payAtDoor'>,
  /** A signed-in member (their details prefill the form; no consent asked). */
  member: boolean,
): RegistrationReading {
  const refusals: RegistrationRefusals = {};
  const refuse = (field: RegistrationField, message: string) => {
    refusals[field] ??= message;
  };
  const name = validatePersonName(draft.name);
  if (!name.ok) refuse('name', name.message);
  const phone = validateMobilePhone(draft.phone);
  if (!phone.ok) refuse('phone', phone.message);
  const email = validateEmail(draft.email);
  if (!email.ok) refuse('email', email.message);

  let classNumber: number | null = null;
  if (draft.classNumber.trim()) {
    const checked = validateClassNumber(draft.classNumber);
    if (checked.ok) classNumber = checked.value;
    else refuse('classNumber', checked.message);
  } else if (member) {
    refuse('classNumber', '기수를 입력해 주세요.');
  }

  const companions = readCompanions(draft.companions, event.maxCompanions);
  if (typeof companions === 'string') refuse('companions', companions);

  const note = validateFreeText(draft.note.trim(), '메모', 'multiple');
  if (!note.ok) refuse('note', note.message);
  else if (note.value.length > EVENT_LIMITS.noteLength)
    refuse('note', `메모는 ${EVENT_LIMITS.noteLength}자까지 쓸 수 있습니다.`);

  const free = isFreeEvent(event.fees);
  let payment: FeePayment | null = null;
  if (!free) {
    if (draft.payment === 'online' || (draft.payment === 'door' && event.payAtDoor)) {
      payment = draft.payment;
    } else if (draft.payment === 'door') {
      refuse('payment', '이 행사는 현장 결제를 받지 않습니다. 온라인 결제를 골라 주세요.');
    } else {
      refuse('payment', '참가비를 어떻게 내실지 골라 주세요.');
    }
  }
  if (!member && !draft.privacyConsent)
    refuse('privacyConsent', '개인정보 수집·이용에 동의해 주세요.');

  if (
    Object.keys(refusals).length > 0 ||
    !name.ok ||
    !phone.ok ||
    !email.ok ||
    typeof companions === 'string' ||
    !note.ok
  ) {
    return { ok: false, refusals };
  }
  return {
    ok: true,
    registration: {
      name: name.value,
      phone: phone.value,
      email: email.value,
      classNumber,
      companions,
      note: note.value,
      payment,
      amount: feeOf(event.fees, member ? 'member' : 'visitor', companions),
    },
  };
}

export function registrationRefusals(
  draft: RegistrationDraft,
  event: Pick<EventRules, 'fees' | 'maxCompanions' | 'payAtDoor'>,
  member: boolean,
): RegistrationRefusals {
  const reading = readRegistration(draft, event, member);
  return reading.ok ? {} : reading.refusals;
}

function readCompanions(input: number | string, max: number): number | string {
  const text = String(input).trim();
  if (text === '') return 0;
  if (!/^\d{1,2}$/u.test(text)) return '동반 인원은 숫자로 입력해 주세요.';
  const count = Number(text);
  if (count > max) {
    return max === 0
      ? '이 행사는 가족 동반 없이 신청합니다.'
      : `동반 가족은 ${max}명까지 함께 신청할 수 있습니다.`;
  }
  return count;
}

/** A registration as the cancellation and check-in rules read it. */
export interface RegistrationStanding {
  readonly state: RegistrationState;
  readonly payment: PaymentStatus;
  readonly attendedAt: string | null;
}

export type AttendeeCancellation =
  | { readonly allowed: false; readonly message: string }
  | { readonly allowed: true; readonly refund: boolean };

/**
 * Whether the attendee may cancel their own registration at `now` (until the registration
 * deadline), and whether a paid fee is refunded (before the refund deadline the office set).
 */
export function attendeeCancellation(
  event: Pick<EventRules, 'state' | 'registrationDeadline' | 'refundDeadline'>,
  registration: RegistrationStanding,
  now: Date,
): AttendeeCancellation {
  if (registration.state === 'cancelled')
    return { allowed: false, message: '이미 취소된 신청입니다.' };
  if (registration.attendedAt !== null)
    return { allowed: false, message: '이미 참석 확인된 신청은 취소할 수 없습니다.' };
  if (event.state === 'cancelled') return { allowed: false, message: '취소된 행사입니다.' };
  if (now.getTime() >= Date.parse(event.registrationDeadline)) {
    return {
      allowed: false,
      message: '신청 마감이 지나 직접 취소할 수 없습니다. 총동문회 사무국에 연락해 주세요.',
    };
  }
  return { allowed: true, refund: refundable(event, registration, now) };
}

/** A paid fee comes back when cancelled before the refund deadline. */
export function refundable(
  event: Pick<EventRules, 'refundDeadline'>,
  registration: Pick<RegistrationStanding, 'payment'>,
  now: Date,
): boolean {
  return (
    registration.payment === 'paid' &&
    event.refundDeadline !== null &&
    now.getTime() < Date.parse(event.refundDeadline)
  );
}

/** The payment status a cancellation leaves: an open online payment is dropped, none owed. */
export function paymentAfterCancellation(payment: PaymentStatus, refunded: boolean): PaymentStatus {
  if (refunded) return 'refunded';
  if (payment === 'door' || payment === 'pending') return 'none';
  return payment;
}

export type CheckIn =
  | { readonly outcome: 'refused'; readonly message: string }
  | { readonly outcome: 'already'; readonly attendedAt: string }
  | { readonly outcome: 'checkedIn' };

/** Attendance is marked once, for a confirmed registration. */
export function checkInOf(registration: RegistrationStanding): CheckIn {
  if (registration.state === 'cancelled')
    return { outcome: 'refused', message: '취소된 신청입니다. 사무국 안내 창구로 안내해 주세요.' };
  if (registration.state === 'waiting')
    return {
      outcome: 'refused',
      message: '대기 중인 신청입니다. 남은 자리가 있는지 확인해 주세요.',
    };
  if (registration.attendedAt !== null)
    return { outcome: 'already', attendedAt: registration.attendedAt };
  return { outcome: 'checkedIn' };
}

/**
 * The registration's token in what a camera read: the QR holds the address of the attendee's
 * registration page (`…/alumni/events/registration?t=<token>`), or the token alone when typed.
 */
export function checkInTokenOf(scanned: string): string | null {
  const text = scanned.trim();
  const match = /[?&]t=([A-Za-z0-9_.-]+)/u.exec(text);
  const token = match ? match[1] : text;
  return token && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/u.test(token) ? token : null;
}

/**
 * Who comes off the waiting list when seats come free: strictly in line, the first while their
 * party fits; one whose party does not fit stops the line (nobody behind them jumps it).
 */
export function promotionsOf<W extends { readonly companions: number }>(
  waitingInLine: readonly W[],
  seatsFree: number,
): W[] {
  const promoted: W[] = [];
  let left = seatsFree;
  for (const waiting of waitingInLine) {
    const seats = 1 + waiting.companions;
    if (seats > left) break;
    promoted.push(waiting);
    left -= seats;
  }
  return promoted;
}

/**
 * The registration a signed token names (`<registrationId>.<mac>`, the mail's link and the QR
 * code); null when the text is no token. Only the server can tell whether the mac is good.
 */
export function registrationIdOfToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.[A-Za-z0-9_-]+$/u.exec(token.trim());
  return match?.[1] ?? null;
}
