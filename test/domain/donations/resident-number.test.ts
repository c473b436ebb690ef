import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import {
  birthDateOfResidentNumber,
  maskResidentNumber,
  RANDOM_NUMBER_REFORM_DATE,
  validateResidentNumber,
} from '../../../src/domain/donations/resident-number';
import { calendarDay } from '../../support/calendar-arbitraries';
import { expectInvalid, expectValid } from '../shared/validation/expect-result';

/*
 * Check digits worked out by hand (weights 2,3,4,5,6,7,8,9,2,3,4,5 over the first twelve digits;
 * citizens C = (11 − sum mod 11) mod 10; the old foreign-resident formula C = (13 − sum mod 11)
 * mod 10 is shown for the examples below, though foreign residents' numbers are no longer tested):
 *
 * 900101-123456C  9·2+0·3+0·4+1·5+0·6+1·7+1·8+2·9+3·2+4·3+5·4+6·5 = 124; 124 mod 11 = 3; (11−3) mod 10 = 8
 * 900101-234567C  18+0+0+5+0+7+2·8+3·9+4·2+5·3+6·4+7·5 = 155; mod 11 = 1; (11−1) mod 10 = 0
 * 991231-912345C  9·2+9·3+1·4+2·5+3·6+1·7+9·8+1·9+2·2+3·3+4·4+5·5 = 219; mod 11 = 10; (11−10) mod 10 = 1
 * 850615-012345C  8·2+5·3+0·4+6·5+1·6+5·7+0·8+1·9+2·2+3·3+4·4+5·5 = 165; mod 11 = 0; (11−0) mod 10 = 1
 * 050315-312345C  0·2+5·3+0·4+3·5+1·6+5·7+3·8+1·9+2·2+3·3+4·4+5·5 = 158; mod 11 = 4; (11−4) mod 10 = 7
 * 050315-465432C  0+15+0+15+6+35+4·8+6·9+5·2+4·3+3·4+2·5 = 201; mod 11 = 3; (11−3) mod 10 = 8
 * 000229-312345C  0·2+0·3+0·4+2·5+2·6+9·7+3·8+1·9+2·2+3·3+4·4+5·5 = 172; mod 11 = 7; (11−7) mod 10 = 4
 * 201004-312345C  2·2+0·3+1·4+0·5+0·6+4·7+3·8+1·9+2·2+3·3+4·4+5·5 = 123; mod 11 = 2; (11−2) mod 10 = 9
 * 900101-523456C  18+0+0+5+0+7+5·8+2·9+3·2+4·3+5·4+6·5 = 156; mod 11 = 2; (13−2) mod 10 = 1 (foreigner)
 * 850615-612345C  16+15+0+30+6+35+6·8+9+4+9+16+25 = 213; mod 11 = 4; (13−4) mod 10 = 9 (foreigner)
 * 150101-712345C  1·2+5·3+0·4+1·5+0·6+1·7+7·8+1·9+2·2+3·3+4·4+5·5 = 148; mod 11 = 5; (13−5) mod 10 = 8 (foreigner)
 * 150101-865432C  2+15+0+5+0+7+8·8+6·9+5·2+4·3+3·4+2·5 = 191; mod 11 = 4; (13−4) mod 10 = 9 (foreigner)
 */

/** Reference implementation of the check digit, written from the rule above. */
function referenceCheckDigit(twelve: readonly number[], foreigner: boolean): number {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += (weights[i] ?? 0) * (twelve[i] ?? 0);
  return ((foreigner ? 13 : 11) - (sum % 11)) % 10;
}

/** The century each G digit stands for, and whether it marks a foreign resident. */
const CENTURIES: ReadonlyArray<{ digit: number; century: number; foreigner: boolean }> = [
  { digit: 9, century: 1800, foreigner: false },
  { digit: 0, century: 1800, foreigner: false },
  { digit: 1, century: 1900, foreigner: false },
  { digit: 2, century: 1900, foreigner: false },
  { digit: 3, century: 2000, foreigner: false },
  { digit: 4, century: 2000, foreigner: false },
  { digit: 5, century: 1900, foreigner: true },
  { digit: 6, century: 1900, foreigner: true },
  { digit: 7, century: 2000, foreigner: true },
  { digit: 8, century: 2000, foreigner: true },
];

const pad = (value: number) => String(value).padStart(2, '0');

interface Generated {
  readonly birth: CalendarDate;
  readonly foreigner: boolean;
  /** The first twelve digits. */
  readonly twelve: readonly number[];
}

/**
 * A birth date, a century digit matching it and five random digits. `latest` caps the birth date
 * (as an ISO date) so that numbers from before the 2020 reform can be asked for.
 */
function residentNumberParts(latest: string): fc.Arbitrary<Generated> {
  return fc
    .constantFrom(...CENTURIES)
    .chain(({ digit, century, foreigner }) => {
      const last = `${century + 99}-12-31` < latest ? `${century + 99}-12-31` : latest;
      return fc.record({
        birth: calendarDay(`${century}-01-01`, last),
        foreigner: fc.constant(foreigner),
        digit: fc.constant(digit),
        serial: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
      });
    })
    .map(({ birth, foreigner, digit, serial }) => {
      const yymmdd = `${pad(birth.year % 100)}${pad(birth.month)}${pad(birth.day)}`;
      return { birth, foreigner, twelve: [...[...yymmdd].map(Number), digit, ...serial] };
    });
}

const written = (twelve: readonly number[], check: number) => {
  const digits = twelve.join('') + String(check);
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
};

describe('resident-number', () => {
  describe('validateResidentNumber', () => {
    it('accepts a citizen number whose check digit is (11 − sum mod 11) mod 10', () => {
      expectValid(validateResidentNumber('900101-1234568'), '900101-1234568');
      expectValid(validateResidentNumber('900101-2345670'), '900101-2345670');
    });

    it('accepts a foreigner number whose check digit is (13 − sum mod 11) mod 10', () => {
      expectValid(validateResidentNumber('900101-5234561'), '900101-5234561');
    });

    it('does not test the check digit of foreign residents (G digits 5 to 8), whatever the birth date', () => {
      // Many were issued after the 2020 reform with random digits, whenever the person was born.
      for (const last of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        expectValid(validateResidentNumber(`900101-523456${last}`), `900101-523456${last}`);
        expectValid(validateResidentNumber(`150101-712345${last}`), `150101-712345${last}`);
      }
    });

    it('refuses a wrong check digit for citizens born before 5 October 2020', () => {
      expectInvalid(validateResidentNumber('900101-1234567'), 'residentNumber.checksum');
      expectInvalid(validateResidentNumber('201004-3123450'), 'residentNumber.checksum');
    });

    it('reads G digits 9 and 0 as the 1800s', () => {
      expectValid(validateResidentNumber('991231-9123451'), '991231-9123451');
      expectValid(validateResidentNumber('850615-0123451'), '850615-0123451');
      expect(birthDateOfResidentNumber('991231-9123451')).toEqual({
        year: 1899,
        month: 12,
        day: 31,
      });
      expect(birthDateOfResidentNumber('850615-0123451')).toEqual({
        year: 1885,
        month: 6,
        day: 15,
      });
    });

    it('reads G digits 1 and 2 as the 1900s', () => {
      expect(birthDateOfResidentNumber('900101-1234568')).toEqual({ year: 1990, month: 1, day: 1 });
      expect(birthDateOfResidentNumber('900101-2345670')).toEqual({ year: 1990, month: 1, day: 1 });
    });

    it('reads G digits 3 and 4 as the 2000s', () => {
      expectValid(validateResidentNumber('050315-3123457'), '050315-3123457');
      expectValid(validateResidentNumber('050315-4654328'), '050315-4654328');
      expect(birthDateOfResidentNumber('050315-3123457')).toEqual({
        year: 2005,
        month: 3,
        day: 15,
      });
    });

    it('reads G digits 5 and 6 as foreign residents born in the 1900s', () => {
      expectValid(validateResidentNumber('850615-6123459'), '850615-6123459');
      expect(birthDateOfResidentNumber('850615-6123459')).toEqual({
        year: 1985,
        month: 6,
        day: 15,
      });
    });

    it('reads G digits 7 and 8 as foreign residents born in the 2000s', () => {
      expectValid(validateResidentNumber('150101-7123458'), '150101-7123458');
      expectValid(validateResidentNumber('150101-8654329'), '150101-8654329');
      expect(birthDateOfResidentNumber('150101-8654329')).toEqual({ year: 2015, month: 1, day: 1 });
    });

    it('needs YYMMDD to be a real day in the century G gives', () => {
      // 2000 is a leap year, 1900 is not.
      expectValid(validateResidentNumber('000229-3123454'), '000229-3123454');
      expectInvalid(validateResidentNumber('000229-1123454'), 'residentNumber.birthDate');
      for (const number of [
        '901301-1234568',
        '900230-1234568',
        '900100-1234568',
        '900431-1234568',
      ]) {
        expectInvalid(validateResidentNumber(number), 'residentNumber.birthDate');
      }
    });

    it('refuses birth dates after today when today is given', () => {
      const today: CalendarDate = { year: 2005, month: 3, day: 14 };
      expectInvalid(validateResidentNumber('050315-3123457', today), 'residentNumber.birthDate');
      expectValid(
        validateResidentNumber('050315-3123457', { year: 2005, month: 3, day: 15 }),
        '050315-3123457',
      );
      expectValid(validateResidentNumber('050315-3123457'), '050315-3123457');
    });

    it('skips the check digit for birth dates on or after 5 October 2020', () => {
      expect(RANDOM_NUMBER_REFORM_DATE).toEqual({ year: 2020, month: 10, day: 5 });
      for (let check = 0; check <= 9; check += 1) {
        expectValid(validateResidentNumber(`201005-312345${check}`), `201005-312345${check}`);
        expectValid(validateResidentNumber(`231120-853917${check}`), `231120-853917${check}`);
      }
    });

    it('accepts the digits typed without a hyphen or with spaces, and writes YYMMDD-GNNNNNC', () => {
      expectValid(validateResidentNumber('9001011234568'), '900101-1234568');
      expectValid(validateResidentNumber(' 900101 1234568 '), '900101-1234568');
      expectValid(validateResidentNumber('900101.1234568'), '900101-1234568');
    });

    it('refuses anything but 13 digits', () => {
      for (const number of [
        '900101-123456',
        '900101-12345689',
        '900101-123456A',
        '900101/1234568',
      ]) {
        expectInvalid(validateResidentNumber(number), 'residentNumber.format');
      }
    });

    it('refuses an empty number', () => {
      expectInvalid(validateResidentNumber(''), 'residentNumber.required');
      expectInvalid(validateResidentNumber(' - '), 'residentNumber.required');
    });

    it('accepts every number whose check digit follows the formula for its G digit', () => {
      fc.assert(
        fc.property(residentNumberParts('2099-12-31'), ({ twelve, foreigner }) => {
          const number = written(twelve, referenceCheckDigit(twelve, foreigner));
          expectValid(validateResidentNumber(number), number);
        }),
      );
    });

    it('refuses every other check digit for citizens born before 5 October 2020', () => {
      fc.assert(
        fc.property(
          residentNumberParts('2020-10-04').filter(({ foreigner }) => !foreigner),
          fc.integer({ min: 1, max: 9 }),
          ({ twelve, foreigner }, offset) => {
            const wrong = (referenceCheckDigit(twelve, foreigner) + offset) % 10;
            expectInvalid(
              validateResidentNumber(written(twelve, wrong)),
              'residentNumber.checksum',
            );
          },
        ),
      );
    });

    it('accepts any last digit when the birth date is on or after 5 October 2020', () => {
      const afterReform = fc.record({
        birth: calendarDay('2020-10-05', '2099-12-31'),
        digit: fc.constantFrom(3, 4, 7, 8),
        rest: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
      });
      fc.assert(
        fc.property(afterReform, ({ birth, digit, rest }) => {
          const number = `${pad(birth.year % 100)}${pad(birth.month)}${pad(birth.day)}-${digit}${rest.join('')}`;
          expectValid(validateResidentNumber(number), number);
        }),
      );
    });

    it('refuses every birth date after the given today', () => {
      fc.assert(
        fc.property(
          residentNumberParts('2099-12-31'),
          calendarDay('1800-01-01', '2099-12-31'),
          ({ birth, twelve, foreigner }, today) => {
            const number = written(twelve, referenceCheckDigit(twelve, foreigner));
            const result = validateResidentNumber(number, today);
            const after =
              birth.year * 10000 + birth.month * 100 + birth.day >
              today.year * 10000 + today.month * 100 + today.day;
            if (after) expectInvalid(result, 'residentNumber.birthDate');
            else expectValid(result, number);
          },
        ),
      );
    });

    it('re-validates a validated number to itself', () => {
      fc.assert(
        fc.property(residentNumberParts('2099-12-31'), ({ twelve, foreigner }) => {
          const first = validateResidentNumber(
            twelve.join('') + referenceCheckDigit(twelve, foreigner),
          );
          expect(first.ok).toBe(true);
          if (first.ok) expectValid(validateResidentNumber(first.value), first.value);
        }),
      );
    });
  });

  describe('birthDateOfResidentNumber', () => {
    it('gives the birth date a number encodes, with or without the hyphen', () => {
      expect(birthDateOfResidentNumber('9001011234568')).toEqual({ year: 1990, month: 1, day: 1 });
      expect(birthDateOfResidentNumber('000229-3123454')).toEqual({
        year: 2000,
        month: 2,
        day: 29,
      });
    });

    it('reads the birth date without judging the check digit', () => {
      expect(birthDateOfResidentNumber('900101-1234567')).toEqual({ year: 1990, month: 1, day: 1 });
    });

    it('gives null for malformed numbers and days not on the calendar', () => {
      expect(birthDateOfResidentNumber('')).toBeNull();
      expect(birthDateOfResidentNumber('900101-123456')).toBeNull();
      expect(birthDateOfResidentNumber('900101-123456A')).toBeNull();
      expect(birthDateOfResidentNumber('000229-1123454')).toBeNull();
      expect(birthDateOfResidentNumber('901301-1234568')).toBeNull();
    });

    it('gives the generated birth date back for every generated number', () => {
      fc.assert(
        fc.property(
          residentNumberParts('2099-12-31'),
          fc.integer({ min: 0, max: 9 }),
          ({ birth, twelve }, check) => {
            expect(birthDateOfResidentNumber(written(twelve, check))).toEqual(birth);
          },
        ),
      );
    });
  });

  describe('maskResidentNumber', () => {
    it('keeps the birth date and the century/sex digit visible (900101-1******)', () => {
      expect(maskResidentNumber('900101-1234568')).toBe('900101-1******');
      expect(maskResidentNumber('9001011234568')).toBe('900101-1******');
      expect(maskResidentNumber('900101 5234561')).toBe('900101-5******');
    });

    it('hides malformed numbers completely', () => {
      expect(maskResidentNumber('')).toBe('******-*******');
      expect(maskResidentNumber('900101-123456')).toBe('******-*******');
      expect(maskResidentNumber('900101-123456A')).toBe('******-*******');
    });

    it('keeps the length of a written number and hides its last six digits', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{13}$/), (digits) => {
          const number = `${digits.slice(0, 6)}-${digits.slice(6)}`;
          const masked = maskResidentNumber(number);
          expect(masked).toHaveLength(number.length);
          expect(masked).toBe(`${number.slice(0, 8)}******`);
        }),
      );
    });
  });
});
