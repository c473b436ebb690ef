import { inject, injectable } from 'inversify';
import type { MemberCompanyApi } from '../../application/companies/company-api';
import type { TransferOptions, UploadFile } from '../../application/files/file-api';
import type { CompanyDraft } from '../../domain/companies/companies';
import type { SiteImage } from '../../domain/content';
import { ApiClient } from './api-client';

/** A member's own company listings (/api/user/companies…) and their logos. */
@injectable()
export class HttpMemberCompanyApi implements MemberCompanyApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  myCompanies(signal?: AbortSignal) {
    return this.client.call('myCompanies', { signal });
  }

  async createCompany(draft: CompanyDraft): Promise<string> {
    return (await this.client.call('createCompany', { body: { ...draft } })).companyId;
  }

  async updateCompany(companyId: string, draft: CompanyDraft): Promise<void> {
    await this.client.call('updateCompany', { params: { companyId }, body: { ...draft } });
  }

  async deleteCompany(companyId: string): Promise<void> {
    await this.client.call('deleteCompany', { params: { companyId } });
  }

  uploadCompanyLogo(file: UploadFile, options: TransferOptions = {}): Promise<SiteImage> {
    const form = new FormData();
    form.append('file', file.data, file.name);
    return this.client.upload('uploadCompanyLogo', {
      form,
      signal: options.signal,
      onProgress: options.onProgress,
    });
  }
}
