import type { AdminAudit } from '../admin';
import type { SiteImages } from '../content';
import type { Clock, Random, Transactions } from '../shared/ports';
import { CompanyReview } from './company-review';
import { MemberCompanies } from './member-companies';
import type { CompanyRepository } from './ports';
import { PublicCompanies } from './public-companies';

export type { CompanyRepository } from './ports';

/** What the companies feature's use cases are built from, by name. */
export interface CompaniesDependencies {
  readonly companies: CompanyRepository;
  /** The content feature's photos: the logos are processed, kept and let go as they are. */
  readonly siteImages: SiteImages;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
  readonly transactions: Transactions;
}

/**
 * 동문 기업 홍보: the public list, a member's own listings (with their logos, processed as the
 * site's photos are) and the office's approval.
 */
export function createCompaniesServices(deps: CompaniesDependencies) {
  const { companies, siteImages, audit, clock } = deps;
  return {
    publicCompanies: new PublicCompanies({ companies, siteImages }),
    memberCompanies: new MemberCompanies({
      companies,
      siteImages,
      clock,
      random: deps.random,
      transactions: deps.transactions,
    }),
    companyReview: new CompanyReview({ companies, siteImages, audit, clock }),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type CompaniesServices = ReturnType<typeof createCompaniesServices>;
