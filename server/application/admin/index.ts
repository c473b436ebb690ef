import type { MailSettings } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  PasswordHasher,
  Transactions,
} from '../shared/ports';
import type { AdminAudit } from './audited';
import { AuditReview } from './audit-review';
import { MemberAdministration } from './member-administration';
import { OfficeActions } from './office-actions';
import type {
  AccountErasure,
  AuditLogRepository,
  MemberConsents,
  OfficeMemberRepository,
  OtherRecordNames,
  PasswordResetIssuer,
  PersonalDataAccessRepository,
  SessionEnding,
} from './ports';

export { type AdminActor, AdminAudit, COMMAND_LINE } from './audited';
export { type AuditExport, AuditReview } from './audit-review';
/** The admin feature's own repositories, which the composition root names. */
export type {
  AuditLogRepository,
  OfficeMemberRepository,
  PersonalDataAccessRepository,
} from './ports';

/**
 * What the admin feature uses: its own repositories, the accounts, a few ports, and what it asks
 * of the accounts and session features (erasure, password resets, consents, ending sign-ins).
 */
export interface AdminDependencies {
  /** The one audit of the office's actions, which the features after admin are handed too. */
  readonly audit: AdminAudit;
  readonly auditLog: AuditLogRepository;
  readonly personalDataAccess: PersonalDataAccessRepository;
  readonly officeMembers: OfficeMemberRepository;
  readonly accounts: AccountRepository;
  readonly consents: MemberConsents;
  readonly accountErasure: AccountErasure;
  readonly sessions: SessionEnding;
  readonly passwordResets: PasswordResetIssuer;
  /** The donations feature's names of donors, donations, receipts and funds. */
  readonly otherRecordNames: OtherRecordNames;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * What administrators do: accounts (find, see, approve, reject, create administrators; lock,
 * reset mail, withdraw, roles), and the
 * review of their own actions (the audit log, the personal-data access records). Every action
 * is recorded through `AdminAudit` (audited.ts).
 */
export function createAdminServices(deps: AdminDependencies) {
  return {
    /** The audit every feature's office actions are recorded through (their `audit`). */
    adminAudit: deps.audit,
    administration: new MemberAdministration(deps),
    officeActions: new OfficeActions(deps),
    auditReview: new AuditReview(deps),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type AdminServices = ReturnType<typeof createAdminServices>;
