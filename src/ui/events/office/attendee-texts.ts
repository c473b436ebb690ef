import { formatMinute } from './event-texts';
import type { Attendee } from '../../../application/events';
import { PAYMENT_STATUS_LABELS, REGISTRATION_STATE_LABELS } from '../../../domain/events';
import { formatNumber } from '../../../domain/shared/format/number-format';

/** 참가 확정, 대기 3번, 취소: the site's and the mails' words. */
export function registrationStateText(attendee: Attendee): string {
  const label = REGISTRATION_STATE_LABELS[attendee.state];
  return attendee.state === 'waiting' && attendee.waitingPosition !== null
    ? `${label} ${formatNumber(attendee.waitingPosition)}번`
    : label;
}

/** 결제 완료 30,000원, 현장 결제 예정 30,000원, 무료. */
export function paymentText(attendee: Attendee): string {
  const label = PAYMENT_STATUS_LABELS[attendee.payment];
  return attendee.amount > 0 ? `${label} ${formatNumber(attendee.amount)}원` : label;
}

export function attendanceText(attendee: Attendee): string {
  return attendee.attendedAt ? `${formatMinute(attendee.attendedAt)} 입장` : '입장 전';
}

/** 76기, or 기수 없음. */
export function classText(classNumber: number | null): string {
  return classNumber === null ? '기수 없음' : `${classNumber}기`;
}

/** The fee still to take at the door. */
export function dueAtDoor(attendee: Attendee): boolean {
  return attendee.state === 'confirmed' && attendee.payment === 'door' && attendee.amount > 0;
}
