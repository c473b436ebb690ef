import { type CalendarDate, parseCalendarDate } from '../calendar/calendar-date';
import { parseIsoInstant } from './iso-instant';

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
 * - The numeric formats here read the calendar fields with `Intl.DateTimeFormat`, not with
 *   date-fns's `format` and its locales: every page shows dates, and these formats cost the
 *   first screen a few hundred bytes instead of ten kilobytes (issue 10). The worded ones
 *   (weekday, "3일 전") are in `date-words.ts`, with date-fns and its Korean locale.
 */

export const KOREA_TIME_ZONE = 'Asia/Seoul';
/** Korea keeps UTC+9 all year (no summer time since 1988). */
const KOREA_OFFSET_MINUTES = 9 * 60;

export type DateInput = Date | number | string;

export interface TimeZoneOption {
  /** IANA time zone; default Asia/Seoul. */
  readonly timeZone?: string;
}

/** 2026.11.22 */
export function formatDate(input: DateInput, options: TimeZoneOption = {}): string {
  const { year, month, day } = fieldsOf(input, options);
  return `${year}.${month}.${day}`;
}

/** 11.22 */
export function formatShortDate(input: DateInput, options: TimeZoneOption = {}): string {
  const { month, day } = fieldsOf(input, options);
  return `${month}.${day}`;
}

/** 2026-11-22 09:05:03 — the access log's `accessDt`. */
export function formatAccessTime(input: DateInput, options: TimeZoneOption = {}): string {
  const { year, month, day, hour, minute, second } = fieldsOf(input, options);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** 15:42 — a time of day, 24-hour clock, e.g. when a locked account opens again. */
export function formatClockTime(input: DateInput, options: TimeZoneOption = {}): string {
  const { hour, minute } = fieldsOf(input, options);
  return `${hour}:${minute}`;
}

/** The calendar day of a moment, in Korea unless another zone is given: the site's "today". */
export function calendarDateOf(input: DateInput, options: TimeZoneOption = {}): CalendarDate {
  const { year, month, day: dayOfMonth } = fieldsOf(input, options);
  const day = parseCalendarDate(`${year}-${month}-${dayOfMonth}`);
  if (!day) throw new RangeError(`Not a valid date: ${String(input)}`);
  return day;
}

/** Parses a date input, rejecting anything that is not a real point in time. */
export function toDate(input: DateInput): Date {
  const date = parseInput(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(input)}`);
  return date;
}

function parseInput(input: DateInput): Date {
  if (input instanceof Date) return new Date(input.getTime());
  if (typeof input === 'number') return new Date(input);
  // A bare calendar date is a day in Korea, not midnight UTC.
  if (/^\d{4}-\d{2}-\d{2}$/u.test(input)) {
    return new Date(parseIsoInstant(`${input}T00:00:00`, KOREA_OFFSET_MINUTES));
  }
  // A date-time without offset is Korean time too, never the machine's own zone.
  return new Date(parseIsoInstant(input, KOREA_OFFSET_MINUTES));
}

/** A moment's calendar fields in a time zone, zero-padded: year 4 digits, the others 2. */
interface DateFields {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
}

const FIELD_FORMATS = new Map<string, Intl.DateTimeFormat>();

function fieldsOf(input: DateInput, options: TimeZoneOption): DateFields {
  const timeZone = options.timeZone ?? KOREA_TIME_ZONE;
  let fieldFormat = FIELD_FORMATS.get(timeZone);
  if (!fieldFormat) {
    // Made once per zone: building a DateTimeFormat costs far more than using one.
    fieldFormat = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    FIELD_FORMATS.set(timeZone, fieldFormat);
  }
  const parts = fieldFormat.formatToParts(toDate(input));
  const part = (type: Intl.DateTimeFormatPartTypes, width: number): string =>
    (parts.find((each) => each.type === type)?.value ?? '0').padStart(width, '0');
  return {
    year: part('year', 4),
    month: part('month', 2),
    day: part('day', 2),
    hour: part('hour', 2),
    minute: part('minute', 2),
    second: part('second', 2),
  };
}
