import fc from 'fast-check';
import type { CalendarDate } from '../../src/domain/shared/calendar/calendar-date';

/** Real calendar days between two ISO dates (inclusive), read from JavaScript's own calendar. */
export function calendarDay(min: string, max: string): fc.Arbitrary<CalendarDate> {
  return fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((date) => ({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }));
}
