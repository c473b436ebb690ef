import type { UseCaseContext } from '../shared/context';
import { AdminAudit } from './audited';

/**
 * Transitional (issue 28): the office's use cases not yet given their ports by name, each with
 * an audit over the context bag. A converted use case takes `audit: AdminAudit` by name.
 */
export abstract class AuditedUseCases {
  protected readonly audit: AdminAudit;

  constructor(protected readonly context: UseCaseContext) {
    this.audit = new AdminAudit({
      auditLog: context.store.auditLog,
      personalDataAccess: context.store.personalDataAccess,
      clock: context.clock,
      reportFailure: context.reportFailure,
    });
  }
}
