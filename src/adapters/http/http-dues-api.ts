import { inject, injectable } from 'inversify';
import type { DuesApi } from '../../application/dues/dues-api';
import { ApiClient } from './api-client';

/** The member's dues (/api/user/my/dues…). */
@injectable()
export class HttpDuesApi implements DuesApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  myDues(signal?: AbortSignal) {
    return this.client.call('myDues', { signal });
  }

  async saveDuesBadge(showBadge: boolean): Promise<void> {
    await this.client.call('saveDuesBadge', { body: { showBadge } });
  }

  duesConfirmation(paymentId: string, signal?: AbortSignal) {
    return this.client.call('duesConfirmation', { params: { paymentId }, signal });
  }
}
