import { inject, injectable } from 'inversify';
import type {
  OfficeDonationApi,
  OfficeDonationFilter,
  RegisterQuery,
} from '../../application/donations/office-donation-api';
import type { DownloadedFile, TransferOptions, UploadFile } from '../../application/files';
import type { ReceiptScope } from '../../domain/donations/receipt';
import type { RegisterExportFormat } from '../../domain/donations/receipt-register';
import type { ImportCommit } from '../../domain/donations/bank-statement';
import type { DisclosureDraft } from '../../domain/donations/disclosure';
import type { DonationDraft, DonorDraft, FundDraft } from '../../domain/donations/records';
import type { ScholarshipDraft } from '../../domain/donations/scholarship';
import { ApiClient } from './api-client';
import { contributionQuery, receiptTargetOf } from './donation-query';

/** The office's donation records (/api/admin/donations…, /api/admin/donors…), scholarships and disclosure. */
@injectable()
export class HttpOfficeDonationApi implements OfficeDonationApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  async createDonationFund(draft: FundDraft): Promise<string> {
    return (await this.client.call('createDonationFund', { body: { ...draft } })).fundId;
  }

  async updateDonationFund(fundId: string, draft: FundDraft): Promise<void> {
    await this.client.call('updateDonationFund', { params: { fundId }, body: { ...draft } });
  }

  officeDonors(search: { readonly query: string; readonly page: number }, signal?: AbortSignal) {
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

  officeDonations(filter: OfficeDonationFilter, signal?: AbortSignal) {
    return this.client.call('officeDonations', { query: contributionQuery(filter), signal });
  }

  async recordDonation(
    donorId: string,
    draft: DonationDraft,
    { duplicateConfirmed = false }: { readonly duplicateConfirmed?: boolean } = {},
  ): Promise<string> {
    const body = {
      donorId,
      donation: { ...draft },
      ...(duplicateConfirmed ? { duplicateConfirmed } : {}),
    };
    return (await this.client.call('recordDonation', { body })).donationId;
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

  officeScholarships(year: number | null, signal?: AbortSignal) {
    const query: Record<string, string> = year === null ? {} : { year: String(year) };
    return this.client.call('officeScholarships', { query, signal });
  }

  async recordScholarship(draft: ScholarshipDraft): Promise<string> {
    return (await this.client.call('recordScholarship', { body: { ...draft } })).scholarshipId;
  }

  async deleteScholarship(scholarshipId: string): Promise<void> {
    await this.client.call('deleteScholarship', { params: { scholarshipId } });
  }

  async previewDonationImport(file: UploadFile, signal?: AbortSignal) {
    const form = new FormData();
    form.append('file', file.data, file.name);
    return this.client.upload('previewDonationImport', { form, signal });
  }

  async commitDonationImport(request: ImportCommit): Promise<number> {
    const body = { ...request, lines: request.lines.map(({ row, donorId }) => ({ row, donorId })) };
    return (await this.client.call('commitDonationImport', { body })).imported;
  }

  officeReceipts(query: RegisterQuery, signal?: AbortSignal) {
    return this.client.call('officeReceipts', {
      query: {
        year: String(query.year),
        page: String(query.page),
        ...(query.query.trim() ? { query: query.query.trim() } : {}),
      },
      signal,
    });
  }

  async cancelReceipt(receiptId: string, reason: string): Promise<void> {
    await this.client.call('cancelReceipt', { params: { receiptId }, body: { reason } });
  }

  async reissueReceipt(receiptId: string, email: string): Promise<string> {
    return (await this.client.call('reissueReceipt', { params: { receiptId }, body: { email } }))
      .serial;
  }

  async officeReceiptPdf(
    receiptId: string,
    options: TransferOptions = {},
  ): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('officeReceiptPdf', {
      params: { receiptId },
      signal: options.signal,
    });
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, options.onProgress);
  }

  async exportReceiptRegister(year: number, format: RegisterExportFormat): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('exportReceiptRegister', {
      query: { year: String(year), format },
    });
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, undefined);
  }

  receiptBatch(year: number, signal?: AbortSignal) {
    return this.client.call('receiptBatch', { query: { year: String(year) }, signal });
  }

  startReceiptBatch(year: number) {
    return this.client.call('startReceiptBatch', { body: { year } });
  }

  receiptBatchPreview(year: number, signal?: AbortSignal) {
    return this.client.call('receiptBatchPreview', { query: { year: String(year) }, signal });
  }

  officeDonorReceipts(donorId: string, year?: number, signal?: AbortSignal) {
    return this.client.call('officeDonorReceipts', {
      params: { donorId },
      query: year === undefined ? {} : { year: String(year) },
      signal,
    });
  }

  async printDonorReceipt(donorId: string, scope: ReceiptScope): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('printDonorReceipt', {
      params: { donorId },
      body: receiptTargetOf(scope),
    });
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, undefined);
  }

  faxDonorReceipt(donorId: string, scope: ReceiptScope, faxNumber: string) {
    return this.client.call('faxDonorReceipt', {
      params: { donorId },
      body: { ...receiptTargetOf(scope), faxNumber },
    });
  }

  officeFaxQueue(signal?: AbortSignal) {
    return this.client.call('officeFaxQueue', { signal });
  }

  async queuedFaxPdf(faxId: string): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('queuedFaxPdf', { params: { faxId } });
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, undefined);
  }

  async finishQueuedFax(faxId: string): Promise<void> {
    await this.client.call('finishQueuedFax', { params: { faxId } });
  }

  async saveDonationDisclosure(year: number, draft: DisclosureDraft): Promise<void> {
    await this.client.call('saveDonationDisclosure', {
      params: { year: String(year) },
      body: { uses: draft.uses.map((use) => ({ ...use })), atchFileMstId: draft.atchFileMstId },
    });
  }
}
