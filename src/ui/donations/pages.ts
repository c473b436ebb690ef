import type { FeaturePages } from '../shared/routing/feature-pages';

/** Scholarship donations' pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  myDonations: 'MyDonationsPage',
  contributionStatistics: 'DonationStatisticsPage',
  hallOfFame: 'HallOfFamePage',
  disclosure: 'DisclosurePage',
  adminDonations: 'office/OfficeDonationsPage',
  adminDonationImport: 'office/OfficeImportPage',
  adminDonationFunds: 'office/OfficeFundsPage',
  adminScholarships: 'office/OfficeScholarshipsPage',
  adminReceipts: 'office/OfficeReceiptsPage',
};
