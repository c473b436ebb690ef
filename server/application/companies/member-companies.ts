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
import type { Clock, Random, Transactions } from '../shared/ports';
import type { Principal } from '../shared/principal';
import { logosOf } from './company-views';
import type { CompanyRepository } from './ports';

export interface MemberCompaniesDependencies {
  readonly companies: CompanyRepository;
  /** The logos: uploaded, read, and held by their listing. */
  readonly siteImages: SiteImages;
  readonly clock: Clock;
  readonly random: Random;
  readonly transactions: Transactions;
}

/**
 * A member's own company listings: add (up to the limit), change, remove, and the logo's upload.
 * Every change waits for the office's approval before it is public again. A listing holds its
 * logo (SiteImages.hold) until it changes it or is removed.
 */
export class MemberCompanies {
  constructor(private readonly deps: MemberCompaniesDependencies) {}

  async myCompanies(principal: Principal): Promise<DataOf<'myCompanies'>> {
    const owned = await this.deps.companies.listOwned(principal.userId);
    const logos = await logosOf(this.deps.siteImages, owned);
    return owned.map((company) => myCompanyOf(company, logos));
  }

  uploadCompanyLogo(principal: Principal, incoming: IncomingFile): Promise<SiteImage> {
    return this.deps.siteImages.uploadByMember(principal.userId, incoming);
  }

  async createCompany(principal: Principal, draft: CompanyDraft): Promise<{ companyId: string }> {
    const fields = await this.checked(principal, draft);
    const companyId = this.deps.random.id();
    const now = this.deps.clock.now().toISOString();
    const added = await this.deps.transactions.run(async () => {
      const inserted = await this.deps.companies.insertWithinLimit(
        {
          id: companyId,
          ownerId: principal.userId,
          ...newCompanyListing(fields, now),
          reviewedBy: null,
        },
        COMPANY_MAX_PER_MEMBER,
      );
      if (inserted) await this.holdLogo(companyId, fields.logoImageId);
      return inserted;
    });
    if (!added) throw new AppError('invalidState', COMPANY_LIMIT_REACHED);
    return { companyId };
  }

  async updateCompany(principal: Principal, companyId: string, draft: CompanyDraft): Promise<void> {
    const fields = await this.checked(principal, draft);
    const now = this.deps.clock.now().toISOString();
    await this.deps.transactions.run(async () => {
      if (!(await this.deps.companies.updateOwned(companyId, principal.userId, fields, now))) {
        throw new AppError('notFound', NO_SUCH_COMPANY);
      }
      await this.holdLogo(companyId, fields.logoImageId);
    });
  }

  async deleteCompany(principal: Principal, companyId: string): Promise<void> {
    await this.deps.transactions.run(async () => {
      if (!(await this.deps.companies.deleteOwned(companyId, principal.userId))) {
        throw new AppError('notFound', NO_SUCH_COMPANY);
      }
      await this.deps.siteImages.release({ kind: 'company', id: companyId });
    });
  }

  /** The listing holds its logo now (none: it let the old one go). */
  private holdLogo(companyId: string, logoImageId: string | null): Promise<void> {
    return this.deps.siteImages.hold(
      { kind: 'company', id: companyId },
      logoImageId ? [logoImageId] : [],
    );
  }

  /** The draft's refusal, if any; a logo must be one this member uploaded. */
  private async checked(principal: Principal, draft: CompanyDraft) {
    const refusal = companyDraftRefusal(draft, URL);
    if (refusal) throw new AppError('invalidInput', refusal);
    if (
      draft.logoImageId !== null &&
      !(await this.deps.siteImages.uploadedBy(draft.logoImageId, principal.userId))
    ) {
      throw new AppError('invalidInput', UNKNOWN_LOGO);
    }
    return savedCompanyFieldsOf(draft, URL);
  }
}
