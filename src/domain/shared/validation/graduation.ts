import { type CalendarDate, parseCalendarDate } from '../calendar/calendar-date';
import { invalid, type ValidationResult, valid } from './validation-result';

/**
 * Graduation year (졸업 연도) and class number (기수: the how-manieth graduating class).
 *
 * - Graduation year: four digits, from 1900 to next year (this year's seniors register in the
 *   winter before they graduate in February), and at least ten years after the birth year when
 *   the birth date is known.
 * - Class number: a whole number from 1 to 300 ("제45회" or "45회" is read as 45).
 */

export const EARLIEST_GRADUATION_YEAR = 1900;
export const MAX_CLASS_NUMBER = 300;
const YEARS_FROM_BIRTH_TO_GRADUATION = 10;

export function validateGraduationYear(
  input: string,
  today: CalendarDate,
  birthDate?: string,
): ValidationResult<number> {
  const text = input.trim().replace(/년$/u, '');
  if (!text) return invalid('graduationYear.required', '졸업 연도를 입력해 주세요.');
  if (!/^\d{4}$/u.test(text)) {
    return invalid('graduationYear.format', '졸업 연도는 네 자리 숫자로 입력해 주세요. 예) 1999');
  }
  const year = Number(text);
  if (year < EARLIEST_GRADUATION_YEAR || year > today.year + 1) {
    return invalid('graduationYear.range', '졸업 연도를 정확히 입력해 주세요.');
  }
  const birth = birthDate ? parseCalendarDate(birthDate) : null;
  if (birth && year < birth.year + YEARS_FROM_BIRTH_TO_GRADUATION) {
    return invalid(
      'graduationYear.beforeBirth',
      '졸업 연도가 생년월일과 맞지 않습니다. 다시 확인해 주세요.',
    );
  }
  return valid(year);
}

export function validateClassNumber(input: string): ValidationResult<number> {
  const text = input
    .trim()
    .replace(/^제\s*/u, '')
    .replace(/\s*(?:회|기)$/u, '');
  if (!text) return invalid('classNumber.required', '기수를 입력해 주세요.');
  if (!/^\d{1,3}$/u.test(text)) {
    return invalid('classNumber.format', '기수는 숫자로 입력해 주세요. 예) 45');
  }
  const classNumber = Number(text);
  if (classNumber < 1 || classNumber > MAX_CLASS_NUMBER) {
    return invalid('classNumber.range', '기수를 정확히 입력해 주세요.');
  }
  return valid(classNumber);
}
