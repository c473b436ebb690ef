import { type DateInput, formatAccessTime } from '../format/date-format';
import { normalizePath } from '../routing/route-table';

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
