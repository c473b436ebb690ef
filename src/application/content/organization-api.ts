import type { OrganizationPosition } from '../../domain/content/organization';
import { token } from '../shared/tokens';

/** The organisation chart (조직도), as anyone reads it: positions in reading order. */
export interface OrganizationApi {
  organizationChart(signal?: AbortSignal): Promise<readonly OrganizationPosition[]>;
}

/** The office's saving of the chart, whole (administrators). */
export interface OfficeOrganizationApi {
  updateOrganizationChart(positions: readonly OrganizationPosition[]): Promise<void>;
}

export const ORGANIZATION_API = token<OrganizationApi>('OrganizationApi');
export const OFFICE_ORGANIZATION_API = token<OfficeOrganizationApi>('OfficeOrganizationApi');
