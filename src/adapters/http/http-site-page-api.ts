import { inject, injectable } from 'inversify';
import type { SitePageApi } from '../../application/content/site-page-api';
import type { SitePageKey } from '../../domain/content/site-pages';
import { ApiClient } from './api-client';

/** The association's pages of text (/api/public/pages/:key), revalidated by the browser's cache. */
@injectable()
export class HttpSitePageApi implements SitePageApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  sitePage(key: SitePageKey, signal?: AbortSignal) {
    return this.client.call('sitePage', { params: { key }, signal });
  }
}
