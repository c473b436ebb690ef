/** A day on the calendar, without time or zone: what a birth date is. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Reads YYYY-MM-DD, YYYY.MM.DD or YYYYMMDD (one style throughout); null when not a real day. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})([-.]?)(\d{2})\2(\d{2})$/u.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [match[1], match[3], match[4]].map(Number) as [number, number, number];
  return isRealDay(year, month, day) ? { year, month, day } : null;
}

export function isRealDay(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Full years from `birth` to `on` (만 나이). */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

export function formatCalendarDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}
