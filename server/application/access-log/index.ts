import type { UseCaseContext } from '../shared/context';
import { MenuStatisticsReport } from './menu-statistics';
import { RecordAccess } from './record-access';
import { AccessLogRetention } from './retention';

export type { AccessLogRetention } from './retention';

/** Recording visits to the menus, their statistics for the office, and their deletion in time. */
export function createAccessLogServices(context: UseCaseContext) {
  return {
    recordAccess: new RecordAccess(context),
    menuStatistics: new MenuStatisticsReport(context),
    accessLogRetention: new AccessLogRetention(context),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type AccessLogServices = ReturnType<typeof createAccessLogServices>;
