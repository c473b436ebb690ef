import { adminMigrations, adminRepositories } from '../adapters/db/admin';
import { registerAdminRoutes } from '../adapters/http/admin';
import { eraseAccount, issuePasswordReset } from '../application/accounts';
import {
  AdminAudit,
  type AdminDependencies,
  type AuditLogRepository,
  createAdminServices,
  type OfficeMemberRepository,
  type PersonalDataAccessRepository,
} from '../application/admin';
import { endSessionsOf } from '../application/session';
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
  services: (ports: RootPorts) => createAdminServices(adminDependenciesOf(ports)),
  routes: registerAdminRoutes,
  repositories: adminRepositories,
  migrations: adminMigrations,
} as const;

/** The admin feature's ports and the other features' entries it uses, taken from the root's. */
function adminDependenciesOf(ports: RootPorts): AdminDependencies {
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
    // lead: rewire to accounts' entry
    consents: store.consents,
    // lead: rewire to accounts' entry
    accountErasure: {
      erase: (account, reason, revokedBecause, check) =>
        eraseAccount(ports, account, reason, revokedBecause, check),
    },
    // lead: rewire to session's entry
    sessions: {
      endSessionsOf: (userId, reason, at) => endSessionsOf(store, userId, reason, at),
    },
    // lead: rewire to accounts' entry
    passwordResets: {
      issue: (userId, ttlMs) => issuePasswordReset(ports, userId, ttlMs),
    },
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
