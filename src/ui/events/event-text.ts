import type { EventSummary, MyRegistration } from '../../application/events';
import {
  ATTENDEE_KIND_LABELS,
  ATTENDEE_KINDS,
  type EventFees,
  isFreeEvent,
  PAYMENT_STATUS_LABELS,
  REGISTRATION_STATE_LABELS,
} from '../../domain/events';
import { formatClockTime } from '../../domain/shared/format/date-format';
import { formatDateWithWeekday } from '../../domain/shared/format/date-words';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';

/** 2026.12.12 (토) 14:00, in Korea. */
export function dateTimeText(instant: string): string {
  return `${formatDateWithWeekday(instant)} ${formatClockTime(instant)}`;
}

/** When an event runs: its start, and its end (the time alone on the same day). */
export function eventTimeText(event: Pick<EventSummary, 'startsAt' | 'endsAt'>): string {
  const sameDay = formatDateWithWeekday(event.startsAt) === formatDateWithWeekday(event.endsAt);
  return `${dateTimeText(event.startsAt)} ~ ${sameDay ? formatClockTime(event.endsAt) : dateTimeText(event.endsAt)}`;
}

/** 무료, or each kind of attendee's fee: 회원 2만원 · 동반 가족 1만원 · 비회원 3만원. */
export function feesText(fees: EventFees, visitorsAllowed: boolean): string {
  if (isFreeEvent(fees)) return '무료';
  return ATTENDEE_KINDS.filter((kind) => kind !== 'visitor' || visitorsAllowed)
    .map((kind) => `${ATTENDEE_KIND_LABELS[kind]} ${amountText(fees[kind])}`)
    .join(' · ');
}

export function amountText(amount: number): string {
  return amount === 0 ? '무료' : formatKoreanAmount(amount);
}

/** 참가 확정, 대기 3번, 취소. */
export function registrationStateText(registration: MyRegistration): string {
  return registration.state === 'waiting' && registration.waitingPosition !== null
    ? `대기 ${registration.waitingPosition}번`
    : REGISTRATION_STATE_LABELS[registration.state];
}

/** The fee and where it stands: 3만원 · 결제 완료; 무료 when nothing is owed. */
export function paymentText(registration: MyRegistration): string {
  if (registration.amount === 0) return '무료';
  return `${formatKoreanAmount(registration.amount)} · ${PAYMENT_STATUS_LABELS[registration.payment]}`;
}
