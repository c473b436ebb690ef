import { inject, injectable } from 'inversify';
import type { OfficeHistoryApi } from '../../application/content/history-api';
import type { PastPresident, TimelineEntry } from '../../domain/content/history';
import { ApiClient } from './api-client';

/** The office's saving of the timeline and the past presidents (/api/admin/…). */
@injectable()
export class HttpOfficeHistoryApi implements OfficeHistoryApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  async updateTimeline(entries: readonly TimelineEntry[]): Promise<void> {
    await this.client.call('updateTimeline', {
      body: { entries: entries.map((entry) => ({ ...entry })) },
    });
  }

  async updatePastPresidents(presidents: readonly PastPresident[]): Promise<void> {
    await this.client.call('updatePastPresidents', {
      body: { presidents: presidents.map((president) => ({ ...president })) },
    });
  }
}
