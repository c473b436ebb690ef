import {
  type CalendarDate,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
} from '../shared/calendar/calendar-date';
import type { RouteTable } from '../shared/routing/route-table';
import { invalid, valid, type ValidationResult } from '../shared/validation/validation-result';
import { isMenuPath } from './menu-access';

/** The longest period the statistics cover in one view: about a quarter. */
export const MENU_STATISTICS_MAX_DAYS = 92;

/** A period of days in Korea, both ends included. */
export interface StatisticsPeriod {
  readonly from: string;
  readonly to: string;
}

/** Views of one menu on one day (Korean time), as the database counts them. */
export interface MenuDayViews {
  readonly day: string;
  readonly menuPath: string;
  readonly views: number;
}

export interface MenuViews {
  readonly menuPath: string;
  readonly total: number;
  /** Views on each day of the period, in the order of `days`. */
  readonly perDay: number[];
}

export interface MenuStatistics {
  readonly from: string;
  readonly to: string;
  /** Every day of the period, `YYYY-MM-DD`. */
  readonly days: string[];
  /** All menus' views on each day. */
  readonly dayTotals: number[];
  /** The menus visited, most viewed first (then by path). */
  readonly menus: MenuViews[];
}

/** The days of a checked period, in order. */
export function daysOf(period: StatisticsPeriod): string[] {
  const days: string[] = [];
  const cursor = new Date(`${period.from}T00:00:00Z`);
  const last = new Date(`${period.to}T00:00:00Z`).getTime();
  while (cursor.getTime() <= last) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/**
 * A period the statistics can show: two real days `YYYY-MM-DD`, the first not after the second,
 * at most MENU_STATISTICS_MAX_DAYS days.
 */
export function checkStatisticsPeriod(
  from: string,
  to: string,
): ValidationResult<StatisticsPeriod> {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return invalid('period.date', '기간의 날짜가 올바르지 않습니다.');
  if (compareCalendarDates(start, end) > 0) {
    return invalid('period.order', '시작일은 종료일보다 늦을 수 없습니다.');
  }
  const period = { from: formatCalendarDate(start), to: formatCalendarDate(end) };
  if (daysOf(period).length > MENU_STATISTICS_MAX_DAYS) {
    return invalid('period.length', `기간은 ${MENU_STATISTICS_MAX_DAYS}일까지 정할 수 있습니다.`);
  }
  return valid(period);
}

function parseDay(text: string): CalendarDate | null {
  return /^\d{4}-\d{2}-\d{2}$/u.test(text) ? parseCalendarDate(text) : null;
}

/**
 * The counts laid out for the screen: a row per menu, a column per day, with the totals. Only
 * the site's menus count (`isMenuPath`): visits to pages that do not exist are left out.
 */
export function menuStatisticsOf(
  period: StatisticsPeriod,
  counts: readonly MenuDayViews[],
  routes: RouteTable,
): MenuStatistics {
  const days = daysOf(period);
  const column = new Map(days.map((day, index) => [day, index]));
  const byMenu = new Map<string, number[]>();
  const dayTotals = days.map(() => 0);
  for (const { day, menuPath, views } of counts) {
    const index = column.get(day);
    if (index === undefined || !isMenuPath(menuPath, routes)) continue;
    let perDay = byMenu.get(menuPath);
    if (!perDay) {
      perDay = days.map(() => 0);
      byMenu.set(menuPath, perDay);
    }
    perDay[index] = (perDay[index] ?? 0) + views;
    dayTotals[index] = (dayTotals[index] ?? 0) + views;
  }
  const menus = [...byMenu.entries()]
    .map(([menuPath, perDay]) => ({
      menuPath,
      perDay,
      total: perDay.reduce((sum, views) => sum + views, 0),
    }))
    .sort((a, b) => b.total - a.total || a.menuPath.localeCompare(b.menuPath));
  return { from: period.from, to: period.to, days, dayTotals, menus };
}
