import type { FeaturePages } from '../shared/routing/feature-pages';

/** The office's console (/admin…), by route: a chunk of its own, never the home route's. */
export const PAGES: FeaturePages = {
  adminDashboard: 'AdminDashboardPage',
  adminMembers: 'MemberQueuePage',
  adminMemberSearch: 'MemberSearchPage',
  adminMemberDetail: 'MemberDetailPage',
  adminStatistics: 'MenuStatisticsPage',
  adminAudit: 'AuditLogPage',
  adminAccessRecords: 'AccessRecordsPage',
};
