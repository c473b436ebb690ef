import {
  ageOn,
  type CalendarDate,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
} from '../calendar/calendar-date';
import { invalid, type ValidationResult, valid } from './validation-result';

/**
 * Birth dates: a real calendar day written YYYY-MM-DD (also YYYY.MM.DD or YYYYMMDD), from 1900
 * on, not after today. Members must be at least 14 (만 14세): younger people need a guardian's
 * consent under the Personal Information Protection Act (개인정보 보호법 제22조의2), which this
 * site does not collect. The result is written YYYY-MM-DD.
 *
 * `today` is the current day in Korea, passed in by the caller.
 */

export const EARLIEST_BIRTH_YEAR = 1900;
export const MINIMUM_MEMBER_AGE = 14;

export function validateBirthDate(input: string, today: CalendarDate): ValidationResult {
  if (!input.trim()) return invalid('birthDate.required', '생년월일을 입력해 주세요.');
  const date = parseCalendarDate(input);
  if (!date) {
    return invalid('birthDate.format', '생년월일을 정확히 입력해 주세요. 예) 1985-03-15');
  }
  if (date.year < EARLIEST_BIRTH_YEAR || compareCalendarDates(date, today) > 0) {
    return invalid('birthDate.range', '생년월일을 정확히 입력해 주세요.');
  }
  if (ageOn(date, today) < MINIMUM_MEMBER_AGE) {
    return invalid('birthDate.tooYoung', `만 ${MINIMUM_MEMBER_AGE}세 이상만 가입할 수 있습니다.`);
  }
  return valid(formatCalendarDate(date));
}
