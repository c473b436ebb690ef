import { inject, injectable } from 'inversify';
import type { OrganizationApi } from '../../application/content/organization-api';
import { ApiClient } from './api-client';

/** The organisation chart (/api/public/organization), revalidated by the browser's cache. */
@injectable()
export class HttpOrganizationApi implements OrganizationApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  organizationChart(signal?: AbortSignal) {
    return this.client.call('organizationChart', { signal });
  }
}
