import {
  type CalendarDate,
  compareCalendarDates,
  isRealDay,
} from '../shared/calendar/calendar-date';
import {
  digitsOnly,
  invalid,
  type ValidationResult,
  valid,
} from '../shared/validation/validation-result';

/**
 * Resident registration numbers (주민등록번호) and foreigner registration numbers
 * (외국인등록번호), needed on donation receipts: YYMMDD-GNNNNNC, 13 digits.
 *
 * - G gives the century and whether the person is a citizen: 9, 0 → 1800s; 1, 2 → 1900s;
 *   3, 4 → 2000s; 5, 6 (1900s) and 7, 8 (2000s) for foreign residents. YYMMDD in that century
 *   must be a real day, not after `today` when it is given.
 * - The last digit C was a check digit over the first twelve, weighted 2,3,4,5,6,7,8,9,2,3,4,5:
 *   C = (11 − sum mod 11) mod 10.
 * - Since 5 October 2020 the digits after G are assigned at random and carry no check digit.
 *   For citizens born before that day the check digit is tested (their numbers were issued
 *   before the reform, bar rare re-issues); for anyone born on or after it, it is not.
 * - Foreign residents' numbers are never tested: many were issued after the reform whatever the
 *   birth date, and the old ones followed a formula of their own.
 *
 * The result is written YYMMDD-GNNNNNC. Show it only masked (see `maskResidentNumber`).
 */

/** The day numbers stopped carrying a check digit. */
export const RANDOM_NUMBER_REFORM_DATE: CalendarDate = { year: 2020, month: 10, day: 5 };

const CHECK_WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5] as const;

interface ParsedResidentNumber {
  readonly digits: readonly number[];
  readonly birthDate: CalendarDate;
  readonly foreigner: boolean;
}

export function validateResidentNumber(input: string, today?: CalendarDate): ValidationResult {
  const compact = digitsOnly(input);
  if (!compact) return invalid('residentNumber.required', '주민등록번호를 입력해 주세요.');
  if (!/^\d{13}$/u.test(compact)) {
    return invalid('residentNumber.format', '주민등록번호 13자리를 정확히 입력해 주세요.');
  }

  const parsed = parse(compact);
  if (!parsed || (today && compareCalendarDates(parsed.birthDate, today) > 0)) {
    return invalid(
      'residentNumber.birthDate',
      '주민등록번호의 생년월일 또는 성별 자리가 올바르지 않습니다.',
    );
  }
  const carriesCheckDigit =
    !parsed.foreigner && compareCalendarDates(parsed.birthDate, RANDOM_NUMBER_REFORM_DATE) < 0;
  if (carriesCheckDigit && !hasValidCheckDigit(parsed)) {
    return invalid(
      'residentNumber.checksum',
      '올바른 주민등록번호가 아닙니다. 다시 확인해 주세요.',
    );
  }
  return valid(`${compact.slice(0, 6)}-${compact.slice(6)}`);
}

/** The birth date a (well-formed) number encodes, or null. */
export function birthDateOfResidentNumber(input: string): CalendarDate | null {
  const compact = digitsOnly(input);
  return /^\d{13}$/u.test(compact) ? (parse(compact)?.birthDate ?? null) : null;
}

/** 900101-1234567 → 900101-1******: birth date and the century/sex digit stay visible. */
export function maskResidentNumber(input: string): string {
  const compact = digitsOnly(input);
  if (!/^\d{13}$/u.test(compact)) return '******-*******';
  return `${compact.slice(0, 6)}-${compact.slice(6, 7)}${'*'.repeat(6)}`;
}

function parse(compact: string): ParsedResidentNumber | null {
  const digits = [...compact].map(Number);
  const centuryDigit = digits[6] ?? -1;
  const century = CENTURY_OF[centuryDigit];
  if (century === undefined) return null;
  const year = century + Number(compact.slice(0, 2));
  const month = Number(compact.slice(2, 4));
  const day = Number(compact.slice(4, 6));
  if (!isRealDay(year, month, day)) return null;
  return {
    digits,
    birthDate: { year, month, day },
    foreigner: centuryDigit >= 5 && centuryDigit <= 8,
  };
}

const CENTURY_OF: Readonly<Record<number, number>> = {
  9: 1800,
  0: 1800,
  1: 1900,
  2: 1900,
  3: 2000,
  4: 2000,
  5: 1900,
  6: 1900,
  7: 2000,
  8: 2000,
};

function hasValidCheckDigit({ digits }: ParsedResidentNumber): boolean {
  const sum = CHECK_WEIGHTS.reduce(
    (total, weight, index) => total + weight * (digits[index] ?? 0),
    0,
  );
  const expected = (11 - (sum % 11)) % 10;
  return expected === digits[12];
}
