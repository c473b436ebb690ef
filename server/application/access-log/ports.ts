/** The access log's own repository. */
import type { MenuDayViews } from '../../../src/domain/access-log/menu-statistics';

export interface AccessLogEntry {
  readonly menuPath: string;
  readonly accessDt: string;
  readonly userId: string | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly createdAt: string;
}

export interface AccessLogRepository {
  insert(entry: AccessLogEntry): Promise<void>;
  /** Detaches the member from their visits (withdrawal). */
  forgetUser(userId: string): Promise<void>;
  count(): Promise<number>;
  /** Deletes the visits received before that instant (retention); answers how many. */
  deleteBefore(before: string): Promise<number>;
  /**
   * Views per menu and per day in Korea, of the visits received from `fromIso` (included) to
   * `untilIso` (excluded), both instants in UTC.
   */
  countViewsByDay(fromIso: string, untilIso: string): Promise<MenuDayViews[]>;
}
