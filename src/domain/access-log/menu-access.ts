import { isRealDay } from '../shared/calendar/calendar-date';
import { type DateInput, formatAccessTime } from '../shared/format/date-format';
import { normalizePath, type RouteTable } from '../shared/routing/route-table';

/** One visit, as reported to the access log before each navigation (spec section 2). */
export interface MenuAccess {
  /** The visited path, without query string or fragment. */
  readonly menuPath: string;
  /** When, formatted `YYYY-MM-DD HH:mm:ss` in Korean time. */
  readonly accessDt: string;
}

export function menuAccessOf(location: string, at: DateInput): MenuAccess {
  return { menuPath: normalizePath(location), accessDt: formatAccessTime(at) };
}

const ACCESS_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/u;

/**
 * Whether a reported `accessDt` is a moment that exists: `YYYY-MM-DD HH:mm:ss` on a real
 * calendar day (no 30 February, no 29 February outside leap years), hours 00–23, minutes and
 * seconds 00–59. The server stores only such times.
 */
export function isAccessTime(text: string): boolean {
  const parts = ACCESS_TIME.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = parts;
  return isRealDay(year, month, day) && hours < 24 && minutes < 60 && seconds < 60;
}

/**
 * Whether a visited path is one of the site's menus: a path its route table knows. A visit to
 * a page that does not exist (a mistyped or stale address, the not-found page) is logged like
 * any other but is no menu, so 메뉴 접속 통계 leaves it out.
 */
export function isMenuPath(menuPath: string, routes: RouteTable): boolean {
  return routes.resolve(menuPath) !== routes.notFound;
}
