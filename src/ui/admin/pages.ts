import type { FeaturePages } from '../shared/routing/feature-pages';

/** The office's console (/admin…), by route: a chunk of its own, never the home route's. */
export const PAGES: FeaturePages = {
  officeDashboard: 'OfficeDashboardPage',
  officeMembers: 'MemberQueuePage',
  officeMemberSearch: 'MemberSearchPage',
  officeMemberDetail: 'MemberDetailPage',
  officeStatistics: 'MenuStatisticsPage',
  officeAuditLog: 'AuditLogPage',
  officeAccessRecords: 'AccessRecordsPage',
};
