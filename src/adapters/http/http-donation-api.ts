import { inject, injectable } from 'inversify';
import type { DonationApi, DonationFundApi } from '../../application/donations/donation-api';
import type { ContributionFilter } from '../../domain/donations/contribution-filter';
import type { DownloadedFile, TransferOptions } from '../../application/files/file-api';
import type { ReceiptRequest, ReceiptScope, SentReceipt } from '../../domain/donations/receipt';
import { ApiClient } from './api-client';
import { contributionQuery, receiptTargetOf } from './donation-query';

/** The member's donations and receipts (/api/user/my/contribution, receiptBaseInfo…). */
@injectable()
export class HttpDonationApi implements DonationApi, DonationFundApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  getMyContributions(filter: ContributionFilter, signal?: AbortSignal) {
    return this.client.call('getMyContributions', { query: contributionQuery(filter), signal });
  }

  getReceiptBaseInfo(scope: ReceiptScope, signal?: AbortSignal) {
    const query: Record<string, string> =
      scope.kind === 'donation' ? { donationId: scope.donationId } : { year: String(scope.year) };
    return this.client.call('getReceiptBaseInfo', { query, signal });
  }

  sendReceiptMail(request: ReceiptRequest & { readonly email: string }): Promise<SentReceipt> {
    return this.client.call('sendReceiptMail', {
      body: { ...receiptBody(request), email: request.email },
    });
  }

  sendReceiptFax(request: ReceiptRequest & { readonly faxNumber: string }): Promise<SentReceipt> {
    return this.client.call('sendReceiptFax', {
      body: { ...receiptBody(request), faxNumber: request.faxNumber },
    });
  }

  async downloadReceipt(
    request: ReceiptRequest,
    options: TransferOptions = {},
  ): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('downloadReceipt', {
      body: receiptBody(request),
      signal: options.signal,
    });
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, options.onProgress);
  }

  async forgetMyResidentNumber(): Promise<void> {
    await this.client.call('forgetMyResidentNumber', {});
  }

  async updateMyDonorPreferences(preferences: {
    readonly namedInHallOfFame: boolean;
  }): Promise<void> {
    await this.client.call('updateMyDonorPreferences', { body: { ...preferences } });
  }

  claimableGifts(signal?: AbortSignal) {
    return this.client.call('claimableGifts', { signal });
  }

  requestGiftClaim() {
    return this.client.call('requestGiftClaim', {});
  }

  confirmGiftClaim(code: string) {
    return this.client.call('confirmGiftClaim', { body: { code } });
  }

  listDonationFunds(signal?: AbortSignal) {
    return this.client.call('listDonationFunds', { signal });
  }
}

/** A receipt request as the body carries it: the donation or the year, and a given number. */
function receiptBody(request: ReceiptRequest) {
  const { scope, residentNumber, residentNumberConsent } = request;
  return {
    ...receiptTargetOf(scope),
    ...(residentNumber
      ? { residentNumber, residentNumberConsent: residentNumberConsent === true }
      : {}),
  };
}
