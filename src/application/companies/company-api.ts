import type {
  Company,
  CompanyDraft,
  CompanyReview,
  CompanySearch,
  MyCompany,
  OfficeCompany,
  OfficeCompanySearch,
} from '../../domain/companies/companies';
import type { SiteImage } from '../../domain/content';
import type { Page } from '../../domain/shared/paging/page';
import type { TransferOptions, UploadFile } from '../files';
import { token } from '../shared/tokens';

/** 동문 기업 as anyone sees them: approved listings, by field and words. */
export interface CompanyApi {
  listCompanies(search: CompanySearch, signal?: AbortSignal): Promise<Page<Company>>;
}

/** A signed-in member's own listings; each change waits for the office's approval. */
export interface MemberCompanyApi {
  myCompanies(signal?: AbortSignal): Promise<MyCompany[]>;
  createCompany(draft: CompanyDraft): Promise<string>;
  updateCompany(companyId: string, draft: CompanyDraft): Promise<void>;
  deleteCompany(companyId: string): Promise<void>;
  /** Uploads a logo; the backend processes it as the site's photos (no metadata, a few widths). */
  uploadCompanyLogo(file: UploadFile, options?: TransferOptions): Promise<SiteImage>;
}

/** The office's queue of listings and its decisions (administrators). */
export interface OfficeCompanyApi {
  officeCompanies(search: OfficeCompanySearch, signal?: AbortSignal): Promise<Page<OfficeCompany>>;
  reviewCompany(companyId: string, review: CompanyReview): Promise<void>;
}

export const COMPANY_API = token<CompanyApi>('CompanyApi');
export const MEMBER_COMPANY_API = token<MemberCompanyApi>('MemberCompanyApi');
export const OFFICE_COMPANY_API = token<OfficeCompanyApi>('OfficeCompanyApi');
