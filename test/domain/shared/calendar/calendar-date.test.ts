import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  type CalendarDate,
  compareCalendarDates,
  daysInMonth,
  formatCalendarDate,
  isRealDay,
  parseCalendarDate,
} from '../../../../src/domain/shared/calendar/calendar-date';
import { calendarDay } from '../../../support/calendar-arbitraries';

const anyDay = calendarDay('1000-01-01', '9999-12-31');
const timeOf = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day);

describe('calendar-date', () => {
  describe('parseCalendarDate', () => {
    it('wants one separator style throughout', () => {
      expect(parseCalendarDate('1985-0315')).toBeNull();
      expect(parseCalendarDate('1985.03-15')).toBeNull();
      expect(parseCalendarDate('198503-15')).toBeNull();
    });

    it('reads YYYY-MM-DD, YYYY.MM.DD and YYYYMMDD', () => {
      const expected = { year: 1985, month: 3, day: 15 };
      expect(parseCalendarDate('1985-03-15')).toEqual(expected);
      expect(parseCalendarDate('1985.03.15')).toEqual(expected);
      expect(parseCalendarDate('19850315')).toEqual(expected);
    });

    it('ignores surrounding spaces', () => {
      expect(parseCalendarDate('  1985-03-15\n')).toEqual({ year: 1985, month: 3, day: 15 });
    });

    it('gives null for other ways of writing a date', () => {
      for (const text of [
        '',
        '85-03-15',
        '1985-3-15',
        '1985/03/15',
        '15.03.1985',
        '1985-03-15T00:00',
      ]) {
        expect(parseCalendarDate(text), text).toBeNull();
      }
    });

    it('gives null when it is not a real day', () => {
      for (const text of [
        '1985-02-29',
        '1900-02-29',
        '2024-02-30',
        '2024-04-31',
        '2024-13-01',
        '2024-00-01',
        '2024-01-00',
        '2024-01-32',
      ]) {
        expect(parseCalendarDate(text), text).toBeNull();
      }
    });

    it('reads leap days', () => {
      expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
      expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    });

    it('reads back every formatted day', () => {
      fc.assert(
        fc.property(anyDay, (date) => {
          expect(parseCalendarDate(formatCalendarDate(date))).toEqual(date);
        }),
      );
    });
  });

  describe('isRealDay', () => {
    it('refuses fractional years, months and days', () => {
      expect(isRealDay(2024, 1.5, 1)).toBe(false);
      expect(isRealDay(2024, 1, 1.5)).toBe(false);
      expect(isRealDay(2024.5, 1, 1)).toBe(false);
    });

    it('accepts days 1 to the month length in months 1 to 12', () => {
      expect(isRealDay(2024, 1, 1)).toBe(true);
      expect(isRealDay(2024, 12, 31)).toBe(true);
      expect(isRealDay(2024, 4, 30)).toBe(true);
    });

    it('refuses month 0, month 13, day 0 and days past the end of the month', () => {
      expect(isRealDay(2024, 0, 1)).toBe(false);
      expect(isRealDay(2024, 13, 1)).toBe(false);
      expect(isRealDay(2024, 1, 0)).toBe(false);
      expect(isRealDay(2024, 1, 32)).toBe(false);
      expect(isRealDay(2024, 4, 31)).toBe(false);
    });

    it('has 29 February in years divisible by 4, except centuries not divisible by 400', () => {
      expect(isRealDay(2024, 2, 29)).toBe(true);
      expect(isRealDay(2000, 2, 29)).toBe(true);
      expect(isRealDay(2023, 2, 29)).toBe(false);
      expect(isRealDay(1900, 2, 29)).toBe(false);
      expect(isRealDay(2100, 2, 29)).toBe(false);
    });

    it('agrees with the JavaScript calendar', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1000, max: 9999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
          (year, month, day) => {
            const date = new Date(Date.UTC(year, month - 1, day));
            const real =
              month >= 1 &&
              date.getUTCFullYear() === year &&
              date.getUTCMonth() === month - 1 &&
              date.getUTCDate() === day;
            expect(isRealDay(year, month, day)).toBe(real);
          },
        ),
      );
    });
  });

  describe('daysInMonth', () => {
    it('gives the length of every month', () => {
      const lengths2023 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
      lengths2023.forEach((length, index) => {
        expect(daysInMonth(2023, index + 1)).toBe(length);
      });
      expect(daysInMonth(2024, 2)).toBe(29);
      expect(daysInMonth(1900, 2)).toBe(28);
      expect(daysInMonth(2000, 2)).toBe(29);
    });

    it('agrees with the JavaScript calendar', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1000, max: 9999 }),
          fc.integer({ min: 1, max: 12 }),
          (year, month) => {
            // Day 0 of the next month is the last day of this one.
            expect(daysInMonth(year, month)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
          },
        ),
      );
    });
  });

  describe('compareCalendarDates', () => {
    it('is negative, zero or positive as the first date is before, on or after the second', () => {
      const day = { year: 2024, month: 6, day: 15 };
      expect(compareCalendarDates(day, { year: 2024, month: 6, day: 16 })).toBeLessThan(0);
      expect(compareCalendarDates(day, { year: 2024, month: 6, day: 15 })).toBe(0);
      expect(compareCalendarDates(day, { year: 2024, month: 5, day: 31 })).toBeGreaterThan(0);
      expect(compareCalendarDates(day, { year: 2023, month: 12, day: 31 })).toBeGreaterThan(0);
      expect(compareCalendarDates(day, { year: 2025, month: 1, day: 1 })).toBeLessThan(0);
    });

    it('orders days as time does', () => {
      fc.assert(
        fc.property(anyDay, anyDay, (a, b) => {
          expect(Math.sign(compareCalendarDates(a, b))).toBe(Math.sign(timeOf(a) - timeOf(b)));
        }),
      );
    });
  });

  describe('ageOn', () => {
    const birth = { year: 1985, month: 3, day: 15 };

    it('counts full years (만 나이), adding one on the birthday', () => {
      expect(ageOn(birth, { year: 2024, month: 3, day: 14 })).toBe(38);
      expect(ageOn(birth, { year: 2024, month: 3, day: 15 })).toBe(39);
      expect(ageOn(birth, { year: 2024, month: 12, day: 31 })).toBe(39);
      expect(ageOn(birth, { year: 2025, month: 1, day: 1 })).toBe(39);
    });

    it('is zero on the day of birth', () => {
      expect(ageOn(birth, birth)).toBe(0);
    });

    it('counts a 29 February birthday from 1 March in years without a leap day', () => {
      const leapBirth = { year: 2008, month: 2, day: 29 };
      expect(ageOn(leapBirth, { year: 2022, month: 2, day: 28 })).toBe(13);
      expect(ageOn(leapBirth, { year: 2022, month: 3, day: 1 })).toBe(14);
      expect(ageOn(leapBirth, { year: 2024, month: 2, day: 29 })).toBe(16);
    });

    it('reaches n exactly on the n-th birthday, and not the day before', () => {
      fc.assert(
        fc.property(
          calendarDay('1900-01-01', '2100-12-31'),
          fc.integer({ min: 1, max: 120 }),
          (born, years) => {
            fc.pre(!(born.month === 2 && born.day === 29));
            const birthday = { year: born.year + years, month: born.month, day: born.day };
            const before = new Date(timeOf(birthday) - 86_400_000);
            const dayBefore = {
              year: before.getUTCFullYear(),
              month: before.getUTCMonth() + 1,
              day: before.getUTCDate(),
            };
            expect(ageOn(born, birthday)).toBe(years);
            expect(ageOn(born, dayBefore)).toBe(years - 1);
          },
        ),
      );
    });

    it('never decreases as time goes on', () => {
      fc.assert(
        fc.property(anyDay, anyDay, anyDay, (born, x, y) => {
          const [earlier, later] = compareCalendarDates(x, y) <= 0 ? [x, y] : [y, x];
          expect(ageOn(born, later)).toBeGreaterThanOrEqual(ageOn(born, earlier));
        }),
      );
    });
  });

  describe('formatCalendarDate', () => {
    it('writes YYYY-MM-DD with zero-padded month and day', () => {
      expect(formatCalendarDate({ year: 1985, month: 3, day: 5 })).toBe('1985-03-05');
      expect(formatCalendarDate({ year: 2024, month: 12, day: 31 })).toBe('2024-12-31');
    });

    it('writes what the JavaScript calendar writes for the same day', () => {
      fc.assert(
        fc.property(anyDay, (date) => {
          expect(formatCalendarDate(date)).toBe(new Date(timeOf(date)).toISOString().slice(0, 10));
        }),
      );
    });
  });
});
