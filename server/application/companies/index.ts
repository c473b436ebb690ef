import type { ContentServices } from '../content';
import type { UseCaseContext } from '../shared/context';
import { CompanyReview } from './company-review';
import { MemberCompanies } from './member-companies';
import { PublicCompanies } from './public-companies';

/**
 * 동문 기업 홍보: the public list, a member's own listings (with their logos, processed as the
 * site's photos are) and the office's approval.
 */
export function createCompaniesServices(
  context: UseCaseContext,
  { siteImages }: Pick<ContentServices, 'siteImages'>,
) {
  return {
    publicCompanies: new PublicCompanies(context, siteImages),
    memberCompanies: new MemberCompanies(context, siteImages),
    companyReview: new CompanyReview(context, siteImages),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type CompaniesServices = ReturnType<typeof createCompaniesServices>;
