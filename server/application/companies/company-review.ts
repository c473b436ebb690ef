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
import { type AdminActor, AuditedUseCases } from '../admin';
import type { SiteImages } from '../content';
import { AppError } from '../shared/app-error';
import type { UseCaseContext } from '../shared/context';
import { officeCompanyOf } from '../../../src/domain/companies/company-views';
import { logosOf, ownerOf } from './company-views';

/** The office's queue of company listings and its decisions (audited). */
export class CompanyReview extends AuditedUseCases {
  constructor(
    context: UseCaseContext,
    private readonly images: SiteImages,
  ) {
    super(context);
  }

  async list(search: {
    status: CompanyStatus;
    page?: number;
    size?: number;
  }): Promise<DataOf<'officeCompanies'>> {
    const page = search.page ?? 1;
    const size = search.size ?? COMPANY_PAGE_SIZE;
    const found = await this.context.store.companies.listByStatus({
      status: search.status,
      page,
      size,
    });
    const logos = await logosOf(this.images, found.items);
    return {
      items: found.items.map((company) => officeCompanyOf(company, ownerOf(company), logos)),
      total: found.total,
      page,
      size,
    };
  }

  review(actor: AdminActor, companyId: string, review: ReviewDecision): Promise<void> {
    const approve = review.decision === 'approve';
    const reason = review.decision === 'reject' ? review.reason.trim() : null;
    return this.audit.audited(
      actor,
      approve ? AUDIT_ACTIONS.approveCompany : AUDIT_ACTIONS.rejectCompany,
      companyId,
      async () => {
        const refusal = companyReviewRefusal(review);
        if (refusal) throw new AppError('invalidInput', refusal);
        const decided = await this.context.store.companies.review(companyId, review.updatedAt, {
          status: approve ? 'approved' : 'rejected',
          rejectReason: reason,
          reviewedAt: this.context.clock.now().toISOString(),
          reviewedBy: actor.id,
        });
        if (decided) return;
        if (await this.context.store.companies.find(companyId)) {
          throw new AppError('invalidState', COMPANY_CHANGED_SINCE);
        }
        throw new AppError('notFound', NO_SUCH_COMPANY);
      },
      reason,
    );
  }
}
