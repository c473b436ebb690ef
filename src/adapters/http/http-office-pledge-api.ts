import { inject, injectable } from 'inversify';
import type { OfficePledgeApi } from '../../application/payments/payment-api';
import { ApiClient } from './api-client';

/** The office's monthly pledges (/api/admin/pledges). */
@injectable()
export class HttpOfficePledgeApi implements OfficePledgeApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  officePledges(months?: number, signal?: AbortSignal) {
    return this.client.call('officePledges', {
      ...(months === undefined ? {} : { query: { months: String(months) } }),
      signal,
    });
  }
}
