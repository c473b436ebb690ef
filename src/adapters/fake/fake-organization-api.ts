import { inject, injectable } from 'inversify';
import type {
  OfficeOrganizationApi,
  OrganizationApi,
} from '../../application/content/organization-api';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import { type OrganizationPosition, savedOrganization } from '../../domain/content/organization';
import { FakeBackend } from './fake-backend';
import { FakeOfficeAudit } from './fake-office-audit';
import { requireValid } from './require-valid';

/** The organisation chart, as the server keeps it, in the fake's memory. */
@injectable()
export class FakeOrganizationApi implements OrganizationApi, OfficeOrganizationApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async organizationChart(): Promise<readonly OrganizationPosition[]> {
    return this.backend.organization;
  }

  updateOrganizationChart(positions: readonly OrganizationPosition[]): Promise<void> {
    return this.office.audited(
      AUDIT_ACTIONS.updateOrganizationChart,
      null,
      () => {
        this.backend.organization = requireValid(savedOrganization(positions));
      },
      `직책 ${positions.length}개`,
    );
  }
}
