import { inject, injectable } from 'inversify';
import type { OfficeSitePageApi } from '../../application/content/site-page-api';
import type { SitePageKey } from '../../domain/content/site-pages';
import { ApiClient } from './api-client';

/** The office's pages of text (/api/admin/pages…). */
@injectable()
export class HttpOfficeSitePageApi implements OfficeSitePageApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  officeSitePages(signal?: AbortSignal) {
    return this.client.call('officeSitePages', { signal });
  }

  async updateSitePage(key: SitePageKey, bodyHtml: string): Promise<void> {
    await this.client.call('updateSitePage', { params: { key }, body: { bodyHtml } });
  }
}
