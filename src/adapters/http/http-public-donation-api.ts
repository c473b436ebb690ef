import { inject, injectable } from 'inversify';
import type { PublicDonationApi } from '../../application/donations/public-donation-api';
import { ApiClient } from './api-client';

/** 기부 현황, 명예의 전당 and 기부금 공개 (/api/public/donations/…), revalidated by the browser's cache. */
@injectable()
export class HttpPublicDonationApi implements PublicDonationApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  donationStatistics(signal?: AbortSignal) {
    return this.client.call('donationStatistics', { signal });
  }

  hallOfFame(signal?: AbortSignal) {
    return this.client.call('hallOfFame', { signal });
  }

  donationDisclosure(signal?: AbortSignal) {
    return this.client.call('donationDisclosure', { signal });
  }
}
