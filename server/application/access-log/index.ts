import type { UseCaseContext } from '../shared/context';
import { MenuStatisticsReport } from './menu-statistics';
import { RecordAccess } from './record-access';

/** Recording visits to the menus, and their statistics for the office. */
export function createAccessLogServices(context: UseCaseContext) {
  return {
    recordAccess: new RecordAccess(context),
    menuStatistics: new MenuStatisticsReport(context),
  };
}
