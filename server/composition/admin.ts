import { adminMigrations, adminRepositories } from '../adapters/db/admin';
import { registerAdminRoutes } from '../adapters/http/admin';
import type { AccountsServices } from '../application/accounts';
import {
  AdminAudit,
  type AdminDependencies,
  type AuditLogRepository,
  createAdminServices,
  type OfficeMemberRepository,
  type PersonalDataAccessRepository,
} from '../application/admin';
import type { DonationsServices } from '../application/donations';
import type { SessionServices } from '../application/session';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly auditLog: AuditLogRepository;
    readonly personalDataAccess: PersonalDataAccessRepository;
    readonly officeMembers: OfficeMemberRepository;
  }
}

/** The feature `admin` put together: its use cases over the root's ports, its routes, its tables. */
export const adminFeature = {
  name: 'admin',
  services: (
    ports: RootPorts,
    built: AdminNeeds,
    later: () => Pick<DonationsServices, 'donationRecordNames'>,
  ) => createAdminServices(adminDependenciesOf(ports, built, later)),
  routes: registerAdminRoutes,
  repositories: adminRepositories,
  migrations: adminMigrations,
} as const;

/** What the admin feature uses of the features before it. */
type AdminNeeds = Pick<AccountsServices, 'accountErasure' | 'passwordResets' | 'consentHistory'> &
  Pick<SessionServices, 'sessions'>;

/** The admin feature's ports and the other features' entries it uses, taken from the root's. */
function adminDependenciesOf(
  ports: RootPorts,
  built: AdminNeeds,
  later: () => Pick<DonationsServices, 'donationRecordNames'>,
): AdminDependencies {
  const { store, clock, reportFailure } = ports;
  return {
    audit: new AdminAudit({
      auditLog: store.auditLog,
      personalDataAccess: store.personalDataAccess,
      clock,
      reportFailure,
    }),
    auditLog: store.auditLog,
    personalDataAccess: store.personalDataAccess,
    officeMembers: store.officeMembers,
    accounts: store.accounts,
    consents: { listFor: (userId) => built.consentHistory.of(userId) },
    accountErasure: built.accountErasure,
    sessions: built.sessions,
    passwordResets: built.passwordResets,
    // Donations come after admin in the list: their entry is reached when a page of records shows.
    otherRecordNames: { namesOf: (request) => later().donationRecordNames.namesOf(request) },
    transactions: store.transactions,
    clock,
    hasher: ports.hasher,
    mailer: ports.mailer,
    mailSettings: {
      associationName: ports.settings.associationName,
      publicOrigin: ports.settings.publicOrigin,
    },
    reportFailure,
  };
}
