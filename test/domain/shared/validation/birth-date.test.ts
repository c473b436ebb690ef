import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../../src/domain/shared/calendar/calendar-date';
import {
  EARLIEST_BIRTH_YEAR,
  MINIMUM_MEMBER_AGE,
  validateBirthDate,
} from '../../../../src/domain/shared/validation/birth-date';
import { calendarDay } from '../../../support/calendar-arbitraries';
import { expectInvalid, expectValid } from './expect-result';

const TODAY: CalendarDate = { year: 2024, month: 6, day: 15 };

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: CalendarDate) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;

/** Reference 만 나이: full years, one less while this year's birthday is still ahead. */
function referenceAge(birth: CalendarDate, on: CalendarDate): number {
  const birthdayAhead = on.month * 100 + on.day < birth.month * 100 + birth.day;
  return on.year - birth.year - (birthdayAhead ? 1 : 0);
}

describe('birth-date', () => {
  it('accepts a real day written YYYY-MM-DD', () => {
    expectValid(validateBirthDate('1985-03-15', TODAY), '1985-03-15');
  });

  it('also reads YYYY.MM.DD and YYYYMMDD and writes the result YYYY-MM-DD', () => {
    expectValid(validateBirthDate('1985.03.15', TODAY), '1985-03-15');
    expectValid(validateBirthDate('19850315', TODAY), '1985-03-15');
    expectValid(validateBirthDate('  1985-03-15 ', TODAY), '1985-03-15');
  });

  it('refuses an empty birth date', () => {
    expectInvalid(validateBirthDate('', TODAY), 'birthDate.required');
    expectInvalid(validateBirthDate('   ', TODAY), 'birthDate.required');
  });

  it('refuses other ways of writing a date', () => {
    for (const input of ['1985/03/15', '85-03-15', '1985-3-15', '15.03.1985', '1985년 3월 15일']) {
      expectInvalid(validateBirthDate(input, TODAY), 'birthDate.format');
    }
  });

  it('refuses days that are not on the calendar', () => {
    for (const input of ['1985-02-30', '1985-04-31', '1985-13-01', '1985-00-10', '1985-01-00']) {
      expectInvalid(validateBirthDate(input, TODAY), 'birthDate.format');
    }
  });

  it('accepts births on a leap day, and refuses 29 February in other years', () => {
    expectValid(validateBirthDate('2000-02-29', TODAY), '2000-02-29');
    expectValid(validateBirthDate('1988-02-29', TODAY), '1988-02-29');
    expectInvalid(validateBirthDate('1987-02-29', TODAY), 'birthDate.format');
    // 1900 is divisible by 100 but not by 400: not a leap year.
    expectInvalid(validateBirthDate('1900-02-29', TODAY), 'birthDate.format');
  });

  it('refuses birth dates before 1900', () => {
    expect(EARLIEST_BIRTH_YEAR).toBe(1900);
    expectValid(validateBirthDate('1900-01-01', TODAY), '1900-01-01');
    expectInvalid(validateBirthDate('1899-12-31', TODAY), 'birthDate.range');
  });

  it('refuses birth dates after today', () => {
    expectInvalid(validateBirthDate('2024-06-16', TODAY), 'birthDate.range');
    expectInvalid(validateBirthDate('2030-01-01', TODAY), 'birthDate.range');
  });

  it('refuses members younger than 14', () => {
    expect(MINIMUM_MEMBER_AGE).toBe(14);
    expectInvalid(validateBirthDate('2024-06-15', TODAY), 'birthDate.tooYoung');
    expectInvalid(validateBirthDate('2015-01-01', TODAY), 'birthDate.tooYoung');
  });

  it('accepts a member on their 14th birthday and refuses them the day before', () => {
    expectValid(validateBirthDate('2010-06-15', TODAY), '2010-06-15');
    expectInvalid(validateBirthDate('2010-06-16', TODAY), 'birthDate.tooYoung');
    expectInvalid(
      validateBirthDate('2010-06-15', { year: 2024, month: 6, day: 14 }),
      'birthDate.tooYoung',
    );
  });

  it('turns a 29 February baby 14 on 1 March when the 14th birthday year has no leap day', () => {
    // 2008 is a leap year and 2022 is not; 민법 제160조 ③ ends the period on the month's last day.
    const born = '2008-02-29';
    expectInvalid(validateBirthDate(born, { year: 2022, month: 2, day: 28 }), 'birthDate.tooYoung');
    expectValid(validateBirthDate(born, { year: 2022, month: 3, day: 1 }), born);
  });

  it('turns a baby born on 28 February 14 on 28 February, even in a leap year', () => {
    const leapToday: CalendarDate = { year: 2024, month: 2, day: 28 };
    expectValid(validateBirthDate('2010-02-28', leapToday), '2010-02-28');
    expectInvalid(
      validateBirthDate('2010-03-01', { year: 2024, month: 2, day: 29 }),
      'birthDate.tooYoung',
    );
  });

  it('accepts exactly the birth dates from 1900 on that make the member at least 14 today', () => {
    fc.assert(
      fc.property(
        calendarDay('1900-01-01', '2040-12-31'),
        calendarDay('1990-01-01', '2040-12-31'),
        (birth, today) => {
          const result = validateBirthDate(iso(birth), today);
          if (iso(birth) > iso(today)) expectInvalid(result, 'birthDate.range');
          else if (referenceAge(birth, today) < 14) expectInvalid(result, 'birthDate.tooYoung');
          else expectValid(result, iso(birth));
        },
      ),
    );
  });

  it('accepts a birth date whatever the separators, and re-validates its result to itself', () => {
    fc.assert(
      fc.property(
        calendarDay('1900-01-01', '2010-06-15'),
        fc.constantFrom('-', '.', ''),
        (birth, separator) => {
          const typed = [birth.year, pad(birth.month), pad(birth.day)].join(separator);
          const first = validateBirthDate(typed, TODAY);
          expectValid(first, iso(birth));
          if (first.ok) expectValid(validateBirthDate(first.value, TODAY), first.value);
        },
      ),
    );
  });
});
