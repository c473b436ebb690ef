// What other features use of the access log's rules: the office's console shows the statistics.
export {
  checkStatisticsPeriod,
  MENU_STATISTICS_MAX_DAYS,
  type MenuStatistics,
  type MenuViews,
  type StatisticsPeriod,
} from './menu-statistics';
export { ACCESS_LOG_RETENTION_MONTHS, accessLogsExpireBefore } from './retention';
