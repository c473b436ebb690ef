import { inject, injectable } from 'inversify';
import type { OfficeCompanyApi } from '../../application/companies/company-api';
import {
  COMPANY_PAGE_SIZE,
  type CompanyReview,
  type OfficeCompanySearch,
} from '../../domain/companies/companies';
import { ApiClient } from './api-client';

/** The office's queue of company listings (/api/admin/companies…). */
@injectable()
export class HttpOfficeCompanyApi implements OfficeCompanyApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  officeCompanies(search: OfficeCompanySearch, signal?: AbortSignal) {
    return this.client.call('officeCompanies', {
      query: { status: search.status, page: String(search.page), size: String(COMPANY_PAGE_SIZE) },
      signal,
    });
  }

  async reviewCompany(companyId: string, review: CompanyReview): Promise<void> {
    await this.client.call('reviewCompany', { params: { companyId }, body: { ...review } });
  }
}
