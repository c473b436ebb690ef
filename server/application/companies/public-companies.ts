import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  COMPANY_PAGE_SIZE,
  type CompanyCategory,
  companySearchWords,
} from '../../../src/domain/companies/companies';
import type { SiteImages } from '../content';
import { publicCompanyOf } from '../../../src/domain/companies/company-views';
import { logosOf, ownerOf } from './company-views';
import type { CompanyRepository } from './ports';

export interface PublicCompaniesDependencies {
  readonly companies: CompanyRepository;
  /** The logos' records. */
  readonly siteImages: SiteImages;
}

export interface PublicCompanySearch {
  readonly category?: CompanyCategory;
  readonly query?: string;
  readonly page?: number;
  readonly size?: number;
}

/** The public list of 동문 기업: approved listings of members in good standing. */
export class PublicCompanies {
  constructor(private readonly deps: PublicCompaniesDependencies) {}

  async listCompanies(search: PublicCompanySearch): Promise<DataOf<'listCompanies'>> {
    const page = search.page ?? 1;
    const size = search.size ?? COMPANY_PAGE_SIZE;
    const found = await this.deps.companies.listPublic({
      category: search.category ?? null,
      words: companySearchWords(search.query ?? ''),
      page,
      size,
    });
    const logos = await logosOf(this.deps.siteImages, found.items);
    return {
      items: found.items.map((company) => publicCompanyOf(company, ownerOf(company), logos)),
      total: found.total,
      page,
      size,
    };
  }
}
