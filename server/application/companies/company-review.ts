import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  COMPANY_CHANGED_SINCE,
  COMPANY_PAGE_SIZE,
  type CompanyReview as ReviewDecision,
  type CompanyStatus,
  companyReviewRefusal,
  NO_SUCH_COMPANY,
} from '../../../src/domain/companies/companies';
import type { AdminActor, AdminAudit } from '../admin';
import type { SiteImages } from '../content';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/ports';
import { officeCompanyOf } from '../../../src/domain/companies/company-views';
import { logosOf, ownerOf } from './company-views';
import type { CompanyRepository } from './ports';

export interface CompanyReviewDependencies {
  readonly companies: CompanyRepository;
  /** The logos' records. */
  readonly siteImages: SiteImages;
  readonly audit: AdminAudit;
  readonly clock: Clock;
}

/** The office's queue of company listings and its decisions (audited). */
export class CompanyReview {
  constructor(private readonly deps: CompanyReviewDependencies) {}

  async officeCompanies(search: {
    status: CompanyStatus;
    page?: number;
    size?: number;
  }): Promise<DataOf<'officeCompanies'>> {
    const page = search.page ?? 1;
    const size = search.size ?? COMPANY_PAGE_SIZE;
    const found = await this.deps.companies.listByStatus({
      status: search.status,
      page,
      size,
    });
    const logos = await logosOf(this.deps.siteImages, found.items);
    return {
      items: found.items.map((company) => officeCompanyOf(company, ownerOf(company), logos)),
      total: found.total,
      page,
      size,
    };
  }

  reviewCompany(actor: AdminActor, companyId: string, review: ReviewDecision): Promise<void> {
    const approve = review.decision === 'approve';
    const reason = review.decision === 'reject' ? review.reason.trim() : null;
    return this.deps.audit.audited(
      actor,
      approve ? AUDIT_ACTIONS.approveCompany : AUDIT_ACTIONS.rejectCompany,
      companyId,
      async () => {
        const refusal = companyReviewRefusal(review);
        if (refusal) throw new AppError('invalidInput', refusal);
        const decided = await this.deps.companies.review(companyId, review.updatedAt, {
          status: approve ? 'approved' : 'rejected',
          rejectReason: reason,
          reviewedAt: this.deps.clock.now().toISOString(),
          reviewedBy: actor.id,
        });
        if (decided) return;
        if (await this.deps.companies.find(companyId)) {
          throw new AppError('invalidState', COMPANY_CHANGED_SINCE);
        }
        throw new AppError('notFound', NO_SUCH_COMPANY);
      },
      reason,
    );
  }
}
