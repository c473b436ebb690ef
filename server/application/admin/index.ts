import type { UseCaseContext } from '../shared/context';
import { AdminAudit } from './audited';
import { AuditReview } from './audit-review';
import { MemberAdministration } from './member-administration';
import { OfficeActions } from './office-actions';

export { type AdminActor, AdminAudit, AuditedUseCases, COMMAND_LINE } from './audited';
export { type AuditExport, AuditReview } from './audit-review';

/**
 * What administrators do: accounts (find, see, approve, reject, create administrators; lock,
 * reset mail, withdraw, roles), and the
 * review of their own actions (the audit log, the personal-data access records). Every action
 * is recorded through `AdminAudit` (audited.ts).
 */
export function createAdminServices(context: UseCaseContext) {
  return {
    /** The audit every feature's office actions are recorded through (their `audit`). */
    adminAudit: new AdminAudit({
      auditLog: context.store.auditLog,
      personalDataAccess: context.store.personalDataAccess,
      clock: context.clock,
      reportFailure: context.reportFailure,
    }),
    administration: new MemberAdministration(context),
    officeActions: new OfficeActions(context),
    auditReview: new AuditReview(context),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type AdminServices = ReturnType<typeof createAdminServices>;
