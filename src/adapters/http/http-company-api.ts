import { inject, injectable } from 'inversify';
import type { CompanyApi } from '../../application/companies/company-api';
import { COMPANY_PAGE_SIZE, type CompanySearch } from '../../domain/companies/companies';
import { ApiClient } from './api-client';

/** 동문 기업 (/api/public/companies), revalidated by the browser's cache. */
@injectable()
export class HttpCompanyApi implements CompanyApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  listCompanies(search: CompanySearch, signal?: AbortSignal) {
    const query: Record<string, string> = {
      page: String(search.page),
      size: String(COMPANY_PAGE_SIZE),
    };
    if (search.category) query.category = search.category;
    if (search.query.trim()) query.query = search.query.trim();
    return this.client.call('listCompanies', { query, signal });
  }
}
