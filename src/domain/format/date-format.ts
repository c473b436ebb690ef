import { tz } from '@date-fns/tz';
import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';
import { ko } from 'date-fns/locale';
import { type CalendarDate, parseCalendarDate } from '../calendar/calendar-date';

/**
 * Date and time display, in the Korean locale.
 *
 * - Dates: `YYYY.MM.DD` by default (2026.11.22), `MM.DD` in the short form (11.22).
 * - Access time for the access log: `YYYY-MM-DD HH:mm:ss` (2026-11-22 09:05:03), 24-hour clock.
 * - Everything is shown in Korean time (Asia/Seoul) unless a time zone is given, so that a
 *   member abroad and the association's office see the same date.
 * - The domain never reads the clock: "now" is always an argument.
 * - Inputs are a Date, epoch milliseconds or an ISO 8601 string ("2026-11-22",
 *   "2026-11-22T09:05:03+09:00"); a date-only string means that day in Korea, and a date-time
 *   without offset ("2026-11-22T09:05:03") a time in Korea. An invalid
 *   input throws a RangeError rather than printing "Invalid Date".
 */

export const KOREA_TIME_ZONE = 'Asia/Seoul';

export const DATE_PATTERN = 'yyyy.MM.dd';
export const SHORT_DATE_PATTERN = 'MM.dd';
export const ACCESS_TIME_PATTERN = 'yyyy-MM-dd HH:mm:ss';

export type DateInput = Date | number | string;

export interface TimeZoneOption {
  /** IANA time zone; default Asia/Seoul. */
  readonly timeZone?: string;
}

/** 2026.11.22 */
export function formatDate(input: DateInput, options: TimeZoneOption = {}): string {
  return formatIn(input, DATE_PATTERN, options);
}

/** 11.22 */
export function formatShortDate(input: DateInput, options: TimeZoneOption = {}): string {
  return formatIn(input, SHORT_DATE_PATTERN, options);
}

/** 2026-11-22 09:05:03 — the access log's `accessDt`. */
export function formatAccessTime(input: DateInput, options: TimeZoneOption = {}): string {
  return formatIn(input, ACCESS_TIME_PATTERN, options);
}

/** 15:42 — a time of day, 24-hour clock, e.g. when a locked account opens again. */
export function formatClockTime(input: DateInput, options: TimeZoneOption = {}): string {
  return formatIn(input, 'HH:mm', options);
}

/** 2026.11.22 (일) — a date with the Korean weekday, for notices and events. */
export function formatDateWithWeekday(input: DateInput, options: TimeZoneOption = {}): string {
  return formatIn(input, `${DATE_PATTERN} (EEE)`, options);
}

/**
 * How long ago, in Korean: "방금 전" within a minute, then "5분 전", "3시간 전", "29일 전",
 * counted in whole units (59 minutes 50 seconds is still "59분 전"). From 30 days on the plain
 * date reads better, so the date is returned instead. A time after `now` reads "잠시 후" or
 * "3일 후".
 */
export function formatTimeAgo(input: DateInput, now: DateInput, options: TimeZoneOption = {}) {
  const then = toDate(input);
  const reference = toDate(now);
  const difference = reference.getTime() - then.getTime();
  if (Math.abs(difference) >= THIRTY_DAYS_MS) return formatDate(then, options);
  if (Math.abs(difference) < ONE_MINUTE_MS) return difference >= 0 ? '방금 전' : '잠시 후';
  return formatDistanceStrict(then, reference, {
    locale: ko,
    addSuffix: true,
    roundingMethod: 'floor',
  });
}

const ONE_MINUTE_MS = 60 * 1000;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The calendar day of a moment, in Korea unless another zone is given: the site's "today". */
export function calendarDateOf(input: DateInput, options: TimeZoneOption = {}): CalendarDate {
  const day = parseCalendarDate(formatIn(input, 'yyyy-MM-dd', options));
  if (!day) throw new RangeError(`Not a valid date: ${String(input)}`);
  return day;
}

/** Parses a date input, rejecting anything that is not a real point in time. */
export function toDate(input: DateInput): Date {
  const date = parseInput(input);
  if (!isValid(date)) throw new RangeError(`Not a valid date: ${String(input)}`);
  return date;
}

function parseInput(input: DateInput): Date {
  if (input instanceof Date) return new Date(input.getTime());
  if (typeof input === 'number') return new Date(input);
  // A bare calendar date is a day in Korea, not midnight UTC.
  if (/^\d{4}-\d{2}-\d{2}$/u.test(input)) return parseISO(`${input}T00:00:00+09:00`);
  if (!/^\d{4}-\d{2}-\d{2}T/u.test(input)) return new Date(Number.NaN);
  // A date-time without offset is Korean time too, never the machine's own zone.
  const hasOffset = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/u.test(input);
  return parseISO(hasOffset ? input : `${input}+09:00`);
}

function formatIn(input: DateInput, pattern: string, options: TimeZoneOption): string {
  const timeZone = options.timeZone ?? KOREA_TIME_ZONE;
  return format(toDate(input), pattern, { locale: ko, in: tz(timeZone) });
}
