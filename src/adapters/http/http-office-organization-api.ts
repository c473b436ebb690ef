import { inject, injectable } from 'inversify';
import type { OfficeOrganizationApi } from '../../application/content/organization-api';
import type { OrganizationPosition } from '../../domain/content/organization';
import { ApiClient } from './api-client';

/** The office's saving of the organisation chart (/api/admin/organization). */
@injectable()
export class HttpOfficeOrganizationApi implements OfficeOrganizationApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  async updateOrganizationChart(positions: readonly OrganizationPosition[]): Promise<void> {
    await this.client.call('updateOrganizationChart', {
      body: { positions: positions.map((position) => ({ ...position })) },
    });
  }
}
