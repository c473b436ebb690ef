import { inject, injectable } from 'inversify';
import type { ContentApi } from '../../application/content/content-api';
import type { DonationStatistics } from '../../domain/content/content';
import { ApiClient } from './api-client';

/** The year's donation figures the home page shows (/api/public/donations/year). */
@injectable()
export class HttpDonationFigures implements ContentApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  donationYear(year: number, signal?: AbortSignal): Promise<DonationStatistics> {
    return this.client.call('donationYear', { query: { year: String(year) }, signal });
  }
}
