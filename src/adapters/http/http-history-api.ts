import { inject, injectable } from 'inversify';
import type { HistoryApi } from '../../application/content/history-api';
import { ApiClient } from './api-client';

/** The timeline and the past presidents (/api/public/…), revalidated by the browser's cache. */
@injectable()
export class HttpHistoryApi implements HistoryApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  timeline(signal?: AbortSignal) {
    return this.client.call('timeline', { signal });
  }

  pastPresidents(signal?: AbortSignal) {
    return this.client.call('pastPresidents', { signal });
  }
}
