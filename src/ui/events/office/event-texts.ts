import type { EventCounts } from '../../../application/events';
import { formatAccessTime } from '../../../domain/shared/format/date-format';
import { formatNumber } from '../../../domain/shared/format/number-format';

/** A moment to the minute, in Korean time: `2026-12-12 14:00`. */
export function formatMinute(instant: string): string {
  return formatAccessTime(instant).slice(0, 16);
}

/** An event's time, in Korean time: `2026-12-12 14:00 – 18:00`, or both dates when it spans days. */
export function eventPeriod(startsAt: string, endsAt: string): string {
  const start = formatMinute(startsAt);
  const end = formatMinute(endsAt);
  return start.slice(0, 10) === end.slice(0, 10)
    ? `${start} – ${end.slice(11)}`
    : `${start} – ${end}`;
}

/** Seats taken over the capacity: `12/30명`. */
export function seatsText(counts: EventCounts): string {
  return `${formatNumber(counts.seatsTaken)}/${formatNumber(counts.capacity)}명`;
}

/** Who came: `8건 (11명)`: registrations checked in, and the people with their companions. */
export function attendedText(counts: EventCounts): string {
  return `${formatNumber(counts.attended)}건 (${formatNumber(counts.attendedPeople)}명)`;
}

/** A refusal's Korean message, or what to say when it has none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
