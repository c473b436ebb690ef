import { inject, injectable } from 'inversify';
import type { OfficeDuesApi } from '../../application/dues/dues-api';
import type { DownloadedFile } from '../../application/files';
import type { DuesDefinitionDraft } from '../../domain/payments';
import { ApiClient } from './api-client';

/** The office's 회비 (/api/admin/dues…). */
@injectable()
export class HttpOfficeDuesApi implements OfficeDuesApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  officeDues(year: number, signal?: AbortSignal) {
    return this.client.call('officeDues', { query: { year: String(year) }, signal });
  }

  async setDuesAmount(draft: DuesDefinitionDraft): Promise<void> {
    await this.client.call('setDuesAmount', { body: { ...draft } });
  }

  async exportDues(year: number): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('exportDues', {
      query: { year: String(year) },
    });
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, undefined);
  }
}
