import { inject, injectable } from 'inversify';
import type {
  OfficeDonationApi,
  OfficeDonationFilter,
} from '../../application/donations/office-donation-api';
import type { UploadFile } from '../../application/files';
import type { StatementImport } from '../../domain/donations/bank-statement';
import type { DisclosureDraft } from '../../domain/donations/disclosure';
import type { DonationDraft, DonorDraft, FundDraft } from '../../domain/donations/records';
import type { ScholarshipDraft } from '../../domain/donations/scholarship';
import { ApiClient } from './api-client';
import { contributionQuery } from './donation-query';

/** The office's donation records (/api/admin/donations…, /api/admin/donors…), scholarships and disclosure. */
@injectable()
export class HttpOfficeDonationApi implements OfficeDonationApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  async createFund(draft: FundDraft): Promise<string> {
    return (await this.client.call('createDonationFund', { body: { ...draft } })).fundId;
  }

  async updateFund(fundId: string, draft: FundDraft): Promise<void> {
    await this.client.call('updateDonationFund', { params: { fundId }, body: { ...draft } });
  }

  searchDonors(search: { readonly query: string; readonly page: number }, signal?: AbortSignal) {
    const query: Record<string, string> = { page: String(search.page) };
    if (search.query.trim()) query.query = search.query.trim();
    return this.client.call('officeDonors', { query, signal });
  }

  async createDonor(draft: DonorDraft): Promise<string> {
    return (await this.client.call('createDonor', { body: { ...draft } })).donorId;
  }

  async updateDonor(donorId: string, draft: DonorDraft): Promise<void> {
    await this.client.call('updateDonor', { params: { donorId }, body: { ...draft } });
  }

  listDonations(filter: OfficeDonationFilter, signal?: AbortSignal) {
    return this.client.call('officeDonations', { query: contributionQuery(filter), signal });
  }

  async recordDonation(donorId: string, draft: DonationDraft): Promise<string> {
    return (await this.client.call('recordDonation', { body: { donorId, donation: { ...draft } } }))
      .donationId;
  }

  async correctDonation(donationId: string, draft: DonationDraft, reason: string): Promise<void> {
    await this.client.call('correctDonation', {
      params: { donationId },
      body: { donation: { ...draft }, reason },
    });
  }

  async cancelDonation(donationId: string, reason: string): Promise<void> {
    await this.client.call('cancelDonation', { params: { donationId }, body: { reason } });
  }

  listScholarships(year: number | null, signal?: AbortSignal) {
    const query: Record<string, string> = year === null ? {} : { year: String(year) };
    return this.client.call('officeScholarships', { query, signal });
  }

  async recordScholarship(draft: ScholarshipDraft): Promise<string> {
    return (await this.client.call('recordScholarship', { body: { ...draft } })).scholarshipId;
  }

  async deleteScholarship(scholarshipId: string): Promise<void> {
    await this.client.call('deleteScholarship', { params: { scholarshipId } });
  }

  async previewImport(file: UploadFile, signal?: AbortSignal) {
    const form = new FormData();
    form.append('file', file.data, file.name);
    return (await this.client.upload('previewDonationImport', { form, signal })).lines;
  }

  async commitImport(request: StatementImport): Promise<number> {
    const body = { ...request, lines: request.lines.map((line) => ({ ...line })) };
    return (await this.client.call('commitDonationImport', { body })).imported;
  }

  async saveDisclosure(year: number, draft: DisclosureDraft): Promise<void> {
    await this.client.call('saveDonationDisclosure', {
      params: { year: String(year) },
      body: { uses: draft.uses.map((use) => ({ ...use })), atchFileMstId: draft.atchFileMstId },
    });
  }
}
