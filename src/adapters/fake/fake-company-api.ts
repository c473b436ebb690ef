import { inject, injectable } from 'inversify';
import type {
  CompanyApi,
  MemberCompanyApi,
  OfficeCompanyApi,
} from '../../application/companies/company-api';
import type { TransferOptions, UploadFile } from '../../application/files/file-api';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  type Company,
  type CompanyOwner,
  COMPANY_CHANGED_SINCE,
  COMPANY_LIMIT_REACHED,
  COMPANY_MAX_PER_MEMBER,
  COMPANY_PAGE_SIZE,
  type CompanyDraft,
  type CompanyReview,
  type CompanySearch,
  companyDraftRefusal,
  companyReviewRefusal,
  companySearchWords,
  type MyCompany,
  NO_SUCH_COMPANY,
  type OfficeCompany,
  type OfficeCompanySearch,
  savedCompanyFieldsOf,
  UNKNOWN_LOGO,
} from '../../domain/companies/companies';
import {
  myCompanyOf,
  newCompanyListing,
  officeCompanyOf,
  publicCompanyOf,
} from '../../domain/companies/company-views';
import type { SiteImage } from '../../domain/content/site-images';
import type { Page } from '../../domain/shared/paging/page';
import { type FakeCompany, FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';
import { storeFakeSiteImage } from './fake-site-images';

/**
 * 동문 기업 홍보 in the fake backend, with the server's rules: the public list shows approved
 * listings of members in good standing; a member keeps up to three, each change waiting for the
 * office again; the office decides on the version it read, audited.
 */
@injectable()
export class FakeCompanyApi implements CompanyApi, MemberCompanyApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async listCompanies(search: CompanySearch): Promise<Page<Company>> {
    const words = companySearchWords(search.query).map((word) => word.toLowerCase());
    const listed = this.backend.companies
      .filter(
        (company) => company.status === 'approved' && ownerInGoodStanding(this.backend, company),
      )
      .filter((company) => !search.category || company.category === search.category)
      .filter((company) => {
        const text = `${company.name}\n${company.summary}`.toLowerCase();
        return words.every((word) => text.includes(word));
      })
      .sort(
        (a, b) =>
          (b.reviewedAt ?? '').localeCompare(a.reviewedAt ?? '') || a.id.localeCompare(b.id),
      );
    return pageOf(listed, search.page, (company) =>
      publicCompanyOf(company, ownerOf(this.backend, company), this.backend.siteImages),
    );
  }

  async myCompanies(): Promise<MyCompany[]> {
    const { userId } = this.backend.requireAccount().profile;
    return this.backend.companies
      .filter((company) => company.ownerId === userId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .map((company) => myCompanyOf(company, this.backend.siteImages));
  }

  async createCompany(draft: CompanyDraft): Promise<string> {
    const { userId } = this.backend.requireAccount().profile;
    const fields = this.checked(userId, draft);
    if (
      this.backend.companies.filter((company) => company.ownerId === userId).length >=
      COMPANY_MAX_PER_MEMBER
    ) {
      throw refusal('invalidState', COMPANY_LIMIT_REACHED);
    }
    const now = this.now();
    const id = this.backend.nextId('company');
    this.backend.companies.push({ id, ownerId: userId, ...newCompanyListing(fields, now) });
    return id;
  }

  async updateCompany(companyId: string, draft: CompanyDraft): Promise<void> {
    const { userId } = this.backend.requireAccount().profile;
    const fields = this.checked(userId, draft);
    const company = this.owned(companyId, userId);
    Object.assign(company, fields, {
      status: 'pending',
      rejectReason: null,
      reviewedAt: null,
      updatedAt: this.now(),
    });
  }

  async deleteCompany(companyId: string): Promise<void> {
    const { userId } = this.backend.requireAccount().profile;
    this.owned(companyId, userId);
    this.backend.companies = this.backend.companies.filter((company) => company.id !== companyId);
  }

  async uploadCompanyLogo(file: UploadFile, options: TransferOptions = {}): Promise<SiteImage> {
    options.signal?.throwIfAborted();
    const { userId } = this.backend.requireAccount().profile;
    const imageId = this.backend.nextId('image');
    return storeFakeSiteImage(this.backend, { imageId, uploaderId: userId }, file, options);
  }

  private checked(userId: string, draft: CompanyDraft) {
    const problem = companyDraftRefusal(draft, URL);
    if (problem) throw refusal('invalidInput', problem);
    if (
      draft.logoImageId !== null &&
      this.backend.siteImageUploaders.get(draft.logoImageId) !== userId
    ) {
      throw refusal('invalidInput', UNKNOWN_LOGO);
    }
    return savedCompanyFieldsOf(draft, URL);
  }

  private owned(companyId: string, userId: string): FakeCompany {
    const company = this.backend.companies.find(
      (candidate) => candidate.id === companyId && candidate.ownerId === userId,
    );
    if (!company) throw refusal('notFound', NO_SUCH_COMPANY);
    return company;
  }

  private now(): string {
    return this.backend.clock.now().toISOString();
  }
}

/** The office's queue and decisions, audited as the server's. */
@injectable()
export class FakeOfficeCompanyApi implements OfficeCompanyApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  reviewCompany(companyId: string, review: CompanyReview): Promise<void> {
    const reason = review.decision === 'reject' ? review.reason.trim() : null;
    return this.office.audited(
      review.decision === 'approve' ? AUDIT_ACTIONS.approveCompany : AUDIT_ACTIONS.rejectCompany,
      companyId,
      () => {
        const problem = companyReviewRefusal(review);
        if (problem) throw refusal('invalidInput', problem);
        const company = this.backend.companies.find((candidate) => candidate.id === companyId);
        if (!company) throw refusal('notFound', NO_SUCH_COMPANY);
        if (company.updatedAt !== review.updatedAt) {
          throw refusal('invalidState', COMPANY_CHANGED_SINCE);
        }
        company.status = review.decision === 'approve' ? 'approved' : 'rejected';
        company.rejectReason = reason;
        company.reviewedAt = this.backend.clock.now().toISOString();
      },
      reason,
    );
  }

  async officeCompanies(search: OfficeCompanySearch): Promise<Page<OfficeCompany>> {
    this.office.requireAdministrator();
    const oldestFirst = search.status === 'pending';
    const listed = this.backend.companies
      .filter((company) => company.status === search.status)
      .sort(
        (a, b) =>
          (oldestFirst
            ? a.updatedAt.localeCompare(b.updatedAt)
            : b.updatedAt.localeCompare(a.updatedAt)) || a.id.localeCompare(b.id),
      );
    return pageOf(listed, search.page, (company) =>
      officeCompanyOf(company, ownerOf(this.backend, company), this.backend.siteImages),
    );
  }
}

function ownerInGoodStanding(backend: FakeBackend, company: FakeCompany): boolean {
  const owner = backend.accounts.get(company.ownerId);
  return owner?.profile.status === 'approved' && !owner.lock && !owner.withdrawnAt;
}

function ownerOf(backend: FakeBackend, company: FakeCompany): CompanyOwner {
  const owner = backend.accounts.get(company.ownerId)?.profile;
  return { name: owner?.name ?? '', classNumber: owner?.classNumber ?? null };
}

function pageOf<T>(
  items: readonly FakeCompany[],
  page: number,
  viewOf: (company: FakeCompany) => T,
): Page<T> {
  const size = COMPANY_PAGE_SIZE;
  return {
    items: items.slice((page - 1) * size, page * size).map(viewOf),
    page,
    size,
    total: items.length,
  };
}
