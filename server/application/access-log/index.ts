import type { RouteTable } from '../../../src/domain/shared/routing/route-table';
import type { Clock } from '../shared/ports';
import { MenuStatisticsReport } from './menu-statistics';
import type { AccessLogRepository } from './ports';
import { RecordAccess } from './record-access';
import { AccessLogRetention } from './retention';

export type { AccessLogRepository } from './ports';
export type { AccessLogRetention } from './retention';

/** What the access log's use cases use, by name. */
export interface AccessLogDependencies {
  readonly accessLogs: AccessLogRepository;
  readonly clock: Clock;
  /** The site's routes: the statistics count visits to its menus only. */
  readonly routes: RouteTable;
}

/**
 * Recording visits to the menus, their statistics for the office, and their deletion in time
 * (`accessLogRetention.forgetVisitsOf`: a member's, when the account is erased).
 */
export function createAccessLogServices(deps: AccessLogDependencies) {
  return {
    recordAccess: new RecordAccess(deps),
    menuStatistics: new MenuStatisticsReport(deps),
    accessLogRetention: new AccessLogRetention(deps),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type AccessLogServices = ReturnType<typeof createAccessLogServices>;
