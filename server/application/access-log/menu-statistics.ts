import {
  checkStatisticsPeriod,
  type MenuStatistics,
  menuStatisticsOf,
} from '../../../src/domain/access-log/menu-statistics';
import type { RouteTable } from '../../../src/domain/shared/routing/route-table';
import { requireValid } from '../shared/app-error';
import type { AccessLogRepository } from './ports';

export interface MenuStatisticsDependencies {
  readonly accessLogs: AccessLogRepository;
  /** The site's routes (with its product segment): which visited paths are menus. */
  readonly routes: RouteTable;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 메뉴 접속 통계 for the office: views per menu and per day in Korea over a period of at most
 * MENU_STATISTICS_MAX_DAYS days, counted by the database from the access log; visits to paths
 * that are no page of the site (404s) are not menus and are left out.
 */
export class MenuStatisticsReport {
  constructor(private readonly deps: MenuStatisticsDependencies) {}

  async menuStatistics(query: {
    readonly from: string;
    readonly to: string;
  }): Promise<MenuStatistics> {
    const period = requireValid(checkStatisticsPeriod(query.from, query.to));
    const from = new Date(`${period.from}T00:00:00+09:00`);
    const until = new Date(new Date(`${period.to}T00:00:00+09:00`).getTime() + DAY_MS);
    const counts = await this.deps.accessLogs.countViewsByDay(
      from.toISOString(),
      until.toISOString(),
    );
    return menuStatisticsOf(period, counts, this.deps.routes);
  }
}
