import {
  type CalendarDate,
  daysInMonth,
  formatCalendarDate,
} from '../shared/calendar/calendar-date';
import { calendarDateOf, type DateInput } from '../shared/format/date-format';

/**
 * Month keys (`YYYY-MM`, in Korea) and day arithmetic on calendar days, for pledges: storage
 * keeps one charge per pledge and month key, so the key is the month of the Korean day.
 */
export type MonthKey = string;

const MONTH_KEY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/u;

export function monthKeyOf(date: CalendarDate): MonthKey {
  return formatCalendarDate(date).slice(0, 7);
}

/** The month key of a moment, in Korean time (23:30 UTC on the 31st is already next month). */
export function monthKeyAt(moment: DateInput): MonthKey {
  return monthKeyOf(calendarDateOf(moment));
}

export function parseMonthKey(
  key: string,
): { readonly year: number; readonly month: number } | null {
  const match = MONTH_KEY_PATTERN.exec(key);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

function requireMonth(key: MonthKey): { readonly year: number; readonly month: number } {
  const parsed = parseMonthKey(key);
  if (!parsed) throw new RangeError(`Not a month key: ${key}`);
  return parsed;
}

export function nextMonthKey(key: MonthKey): MonthKey {
  const { year, month } = requireMonth(key);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The last day of a month. */
export function lastDayOf(key: MonthKey): CalendarDate {
  const { year, month } = requireMonth(key);
  return { year, month, day: daysInMonth(year, month) };
}

export function dayIn(key: MonthKey, day: number): CalendarDate {
  const { year, month } = requireMonth(key);
  if (day < 1 || day > daysInMonth(year, month)) throw new RangeError(`No day ${day} in ${key}`);
  return { year, month, day };
}

/** The calendar day `days` after (or before, when negative) `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}
