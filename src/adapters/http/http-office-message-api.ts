import { inject, injectable } from 'inversify';
import type { OfficeMessageApi } from '../../application/messages';
import type { MessageState } from '../../domain/messages';
import { ApiClient } from './api-client';

/** The office's outbox (/api/admin/outbox…). */
@injectable()
export class HttpOfficeMessageApi implements OfficeMessageApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  officeOutbox(
    query: { readonly state?: MessageState; readonly page?: number },
    signal?: AbortSignal,
  ) {
    return this.client.call('officeOutbox', {
      query: {
        ...(query.state ? { state: query.state } : {}),
        ...(query.page === undefined ? {} : { page: String(query.page) }),
      },
      signal,
    });
  }

  async retryMessage(messageId: string): Promise<void> {
    await this.client.call('retryMessage', { params: { messageId } });
  }
}
