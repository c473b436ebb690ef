import type { FeaturePages } from '../shared/routing/feature-pages';

/** Scholarship donations' pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  myDonations: 'MyDonationsPage',
  contributionStatistics: 'DonationStatisticsPage',
  hallOfFame: 'HallOfFamePage',
  disclosure: 'DisclosurePage',
  officeDonations: 'office/OfficeDonationsPage',
  officeDonationImport: 'office/OfficeImportPage',
  officeDonationFunds: 'office/OfficeFundsPage',
  officeScholarships: 'office/OfficeScholarshipsPage',
  officeReceipts: 'office/OfficeReceiptsPage',
  officeDonorReceipts: 'office/OfficeDonorReceiptsPage',
};
