import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  type OrganizationPosition,
  savedOrganization,
} from '../../../src/domain/content/organization';
import type { AdminActor, AdminAudit } from '../admin';
import { requireValid } from '../shared/app-error';
import type { Transactions } from '../shared/ports';
import type { OrganizationRepository } from './ports';

export interface OrganizationChartDependencies {
  readonly organization: OrganizationRepository;
  readonly audit: AdminAudit;
  readonly transactions: Transactions;
}

/**
 * The organisation chart (조직도): anyone reads it; the office saves it whole, in one
 * transaction, recorded in the audit log.
 */
export class OrganizationChart {
  constructor(private readonly deps: OrganizationChartDependencies) {}

  organizationChart(): Promise<OrganizationPosition[]> {
    return this.deps.organization.positions();
  }

  updateOrganizationChart(
    actor: AdminActor,
    positions: readonly OrganizationPosition[],
  ): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.updateOrganizationChart,
      null,
      async () => {
        const saved = requireValid(savedOrganization(positions));
        await this.deps.transactions.run(() => this.deps.organization.replacePositions(saved));
      },
      `직책 ${positions.length}개`,
    );
  }
}
