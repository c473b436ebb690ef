import type { FeaturePages } from '../shared/routing/feature-pages';

/** 동문 기업 홍보's pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  alumniCompanies: 'CompaniesPage',
  myCompanies: 'MyCompaniesPage',
  officeCompanies: 'OfficeCompaniesPage',
};
