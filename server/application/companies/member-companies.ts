import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  COMPANY_LIMIT_REACHED,
  COMPANY_MAX_PER_MEMBER,
  type CompanyDraft,
  companyDraftRefusal,
  NO_SUCH_COMPANY,
  savedCompanyFieldsOf,
  UNKNOWN_LOGO,
} from '../../../src/domain/companies/companies';
import { myCompanyOf, newCompanyListing } from '../../../src/domain/companies/company-views';
import type { SiteImage } from '../../../src/domain/content';
import type { SiteImages } from '../content';
import type { IncomingFile } from '../files';
import { AppError } from '../shared/app-error';
import type { Principal, UseCaseContext } from '../shared/context';
import { logosOf } from './company-views';

/**
 * A member's own company listings: add (up to the limit), change, remove, and the logo's upload.
 * Every change waits for the office's approval before it is public again.
 */
export class MemberCompanies {
  constructor(
    private readonly context: UseCaseContext,
    private readonly images: SiteImages,
  ) {}

  async list(principal: Principal): Promise<DataOf<'myCompanies'>> {
    const owned = await this.context.store.companies.listOwned(principal.userId);
    const logos = await logosOf(this.images, owned);
    return owned.map((company) => myCompanyOf(company, logos));
  }

  uploadLogo(principal: Principal, incoming: IncomingFile): Promise<SiteImage> {
    return this.images.uploadByMember(principal.userId, incoming);
  }

  async create(principal: Principal, draft: CompanyDraft): Promise<{ companyId: string }> {
    const fields = await this.checked(principal, draft);
    const companyId = this.context.random.id();
    const now = this.context.clock.now().toISOString();
    const added = await this.context.store.companies.insertWithinLimit(
      {
        id: companyId,
        ownerId: principal.userId,
        ...newCompanyListing(fields, now),
        reviewedBy: null,
      },
      COMPANY_MAX_PER_MEMBER,
    );
    if (!added) throw new AppError('invalidState', COMPANY_LIMIT_REACHED);
    return { companyId };
  }

  async update(principal: Principal, companyId: string, draft: CompanyDraft): Promise<void> {
    const fields = await this.checked(principal, draft);
    const now = this.context.clock.now().toISOString();
    const changed = await this.context.store.companies.updateOwned(
      companyId,
      principal.userId,
      fields,
      now,
    );
    if (!changed) throw new AppError('notFound', NO_SUCH_COMPANY);
  }

  async delete(principal: Principal, companyId: string): Promise<void> {
    if (!(await this.context.store.companies.deleteOwned(companyId, principal.userId))) {
      throw new AppError('notFound', NO_SUCH_COMPANY);
    }
  }

  /** The draft's refusal, if any; a logo must be one this member uploaded. */
  private async checked(principal: Principal, draft: CompanyDraft) {
    const refusal = companyDraftRefusal(draft, URL);
    if (refusal) throw new AppError('invalidInput', refusal);
    if (
      draft.logoImageId !== null &&
      !(await this.images.uploadedBy(draft.logoImageId, principal.userId))
    ) {
      throw new AppError('invalidInput', UNKNOWN_LOGO);
    }
    return savedCompanyFieldsOf(draft, URL);
  }
}
