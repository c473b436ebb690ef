import {
  type CalendarDate,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
} from '../shared/calendar/calendar-date';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';

/**
 * The filter of a member's donations (spec: "contribution filter", `GET /api/user/my/contribution`):
 * a year, or a period of days (both ends included), or neither for all; a fund; a page.
 */
export interface ContributionFilter {
  readonly year?: number;
  /** YYYY-MM-DD, with `to`; not with `year`. */
  readonly from?: string;
  readonly to?: string;
  readonly fundId?: string;
  readonly page?: number;
  readonly size?: number;
}

/** What the filter asks, checked: days both ends included, or no bound. */
export interface ContributionPeriod {
  readonly from: string | null;
  readonly to: string | null;
}

export const CONTRIBUTION_PAGE_SIZE = 10;
export const CONTRIBUTION_MAX_PAGE_SIZE = 50;
/** The longest period a filter takes: ten years (the member's tax records go back five). */
export const CONTRIBUTION_MAX_PERIOD_YEARS = 10;
/** The first and last years a donation may be dated. */
export const FIRST_DONATION_YEAR = 1950;
export const LAST_DONATION_YEAR = 2100;

/** The days a filter covers, or why it cannot be used (a Korean sentence for the member). */
export function contributionPeriodOf(
  filter: ContributionFilter,
): ValidationResult<ContributionPeriod> {
  const { year, from, to } = filter;
  if (year !== undefined) {
    if (from !== undefined || to !== undefined) {
      return invalid('period.both', '연도와 기간 중 하나만 골라 주세요.');
    }
    if (!Number.isInteger(year) || year < FIRST_DONATION_YEAR || year > LAST_DONATION_YEAR) {
      return invalid(
        'period.year',
        `연도는 ${FIRST_DONATION_YEAR}년부터 ${LAST_DONATION_YEAR}년 사이로 골라 주세요.`,
      );
    }
    return valid({ from: `${year}-01-01`, to: `${year}-12-31` });
  }
  if (from === undefined && to === undefined) return valid({ from: null, to: null });
  if (from === undefined || to === undefined) {
    return invalid('period.incomplete', '기간의 시작일과 종료일을 모두 입력해 주세요.');
  }
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  if (!start || !end) {
    return invalid('period.date', '날짜는 2026-01-31처럼 입력해 주세요.');
  }
  if (compareCalendarDates(start, end) > 0) {
    return invalid('period.order', '기간의 시작일이 종료일보다 늦습니다.');
  }
  if (compareCalendarDates(end, yearsAfter(start, CONTRIBUTION_MAX_PERIOD_YEARS)) >= 0) {
    return invalid(
      'period.tooLong',
      `기간은 ${CONTRIBUTION_MAX_PERIOD_YEARS}년 이내로 골라 주세요.`,
    );
  }
  return valid({ from: formatCalendarDate(start), to: formatCalendarDate(end) });
}

function yearsAfter(date: CalendarDate, years: number): CalendarDate {
  // 29 February plus whole years lands on 28 February in a common year.
  const year = date.year + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return date.month === 2 && date.day === 29 && !leap
    ? { year, month: 2, day: 28 }
    : { ...date, year };
}
