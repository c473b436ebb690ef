import { inject, injectable } from 'inversify';
import type { DonationApi, DonationFundApi } from '../../application/donations/donation-api';
import type { ContributionFilter } from '../../domain/donations/contribution-filter';
import type { ReceiptScope } from '../../domain/donations/receipt';
import { ApiClient } from './api-client';
import { contributionQuery } from './donation-query';

/** The member's donations and receipts (/api/user/my/contribution, receiptBaseInfo…). */
@injectable()
export class HttpDonationApi implements DonationApi, DonationFundApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  listMyContributions(filter: ContributionFilter, signal?: AbortSignal) {
    return this.client.call('getMyContributions', { query: contributionQuery(filter), signal });
  }

  getReceiptBaseInfo(scope: ReceiptScope, signal?: AbortSignal) {
    const query: Record<string, string> =
      scope.kind === 'donation' ? { donationId: scope.donationId } : { year: String(scope.year) };
    return this.client.call('getReceiptBaseInfo', { query, signal });
  }

  listFunds(signal?: AbortSignal) {
    return this.client.call('listDonationFunds', { signal });
  }
}
