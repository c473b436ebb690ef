import type { AttendeeFilter } from '../../../application/events';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  REGISTRATION_STATE_LABELS,
  REGISTRATION_STATES,
  type RegistrationState,
} from '../../../domain/events';

/** The attendee list's filters in the address (`?id=…&state=confirmed&q=76`), and back. */
export function attendeeFilterOf(search: URLSearchParams): AttendeeFilter {
  const state = search.get('state');
  const payment = search.get('payment');
  const attendance = search.get('attendance');
  const q = search.get('q')?.trim();
  return {
    ...(REGISTRATION_STATES.includes(state as RegistrationState)
      ? { state: state as RegistrationState }
      : {}),
    ...(PAYMENT_STATUSES.includes(payment as PaymentStatus)
      ? { payment: payment as PaymentStatus }
      : {}),
    ...(attendance === 'attended' || attendance === 'absent' ? { attendance } : {}),
    ...(q ? { q } : {}),
  };
}

export function attendeeFilterQuery(eventId: string, filter: AttendeeFilter) {
  return {
    id: eventId,
    state: filter.state ?? null,
    payment: filter.payment ?? null,
    attendance: filter.attendance ?? null,
    q: filter.q ?? null,
  };
}

const ALL = { value: '', label: '전체' };

export const STATE_OPTIONS = [
  ALL,
  ...REGISTRATION_STATES.map((state) => ({
    value: state,
    label: REGISTRATION_STATE_LABELS[state],
  })),
];

export const PAYMENT_OPTIONS = [
  ALL,
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
];

export const ATTENDANCE_OPTIONS = [
  ALL,
  { value: 'attended', label: '입장함' },
  { value: 'absent', label: '입장 안 함' },
];
