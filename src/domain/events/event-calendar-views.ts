import { formatDate } from '../shared/format/date-format';
import { type EventState } from './events';

/**
 * The public list's grouping (issue 33, item 1): upcoming events soonest first, past ones most
 * recent first, each by the month (in Korea) they start in.
 */

export interface MonthOfEvents<E> {
  /** `2026-12` */
  readonly month: string;
  /** `2026년 12월` */
  readonly label: string;
  readonly events: readonly E[];
}

export interface ListedEvents<E> {
  readonly upcoming: readonly MonthOfEvents<E>[];
  readonly past: readonly MonthOfEvents<E>[];
}

export function eventsByMonth<E extends { readonly startsAt: string; readonly endsAt: string }>(
  events: readonly E[],
  now: Date,
): ListedEvents<E> {
  const upcoming = events
    .filter((event) => Date.parse(event.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = events
    .filter((event) => Date.parse(event.endsAt) <= now.getTime())
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming: byMonth(upcoming), past: byMonth(past) };
}

function byMonth<E extends { readonly startsAt: string }>(
  events: readonly E[],
): MonthOfEvents<E>[] {
  const months: { month: string; label: string; events: E[] }[] = [];
  for (const event of events) {
    const [year, month] = formatDate(event.startsAt).split('.') as [string, string];
    const key = `${year}-${month}`;
    let last = months.at(-1);
    if (!last || last.month !== key) {
      last = { month: key, label: `${year}년 ${Number(month)}월`, events: [] };
      months.push(last);
    }
    last.events.push(event);
  }
  return months;
}

/** What a visitor reads about an event's registration in a list or on its page. */
export function registrationStatusLabel(
  event: {
    readonly state: EventState;
    readonly registrationDeadline: string;
    readonly endsAt: string;
  },
  seatsLeft: number,
  now: Date,
): string {
  if (event.state === 'cancelled') return '취소된 행사';
  if (Date.parse(event.endsAt) <= now.getTime()) return '지난 행사';
  if (event.state !== 'published' || Date.parse(event.registrationDeadline) <= now.getTime())
    return '신청 마감';
  return seatsLeft > 0 ? `신청 중 · ${seatsLeft}자리 남음` : '정원 마감 · 대기 신청 가능';
}
