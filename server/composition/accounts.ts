import { accountsMigrations, accountsRepositories } from '../adapters/db/accounts';
import { registerAccountsRoutes } from '../adapters/http/accounts';
import {
  type AuthCodeRepository,
  type ConsentRepository,
  createAccountsServices,
  type PasswordResetRepository,
} from '../application/accounts';
import type { AccessLogServices } from '../application/access-log';
import type { DonationsServices } from '../application/donations';
import type { FilesServices } from '../application/files';
import type { SessionServices } from '../application/session';
import type { SharedServices } from '../application/shared/shared-services';
import type { RootPorts } from './root-ports';
import { mailSettingsOf } from './shared';

declare module './root-ports' {
  interface RootRepositories {
    readonly consents: ConsentRepository;
    readonly authCodes: AuthCodeRepository;
    readonly passwordResets: PasswordResetRepository;
  }
}

type Built = SharedServices &
  Pick<SessionServices, 'sessions'> &
  Pick<FilesServices, 'fileGroups'> &
  Pick<AccessLogServices, 'accessLogRetention'>;

/** The feature `accounts` put together: its use cases over the root's ports, its routes, its tables. */
export const accountsFeature = {
  name: 'accounts',
  services: (
    ports: RootPorts,
    built: Built,
    later: () => Pick<DonationsServices, 'donorDetachment'>,
  ) =>
    createAccountsServices({
      accounts: ports.store.accounts,
      consents: ports.store.consents,
      authCodeRecords: ports.store.authCodes,
      passwordResetRecords: ports.store.passwordResets,
      throttles: built.throttles,
      sessions: built.sessions,
      accessLog: built.accessLogRetention,
      fileGroups: built.fileGroups,
      // Donations come after accounts in the list: their entry is reached when a withdrawal runs.
      memberDetachment: {
        detachMember: (userId, at) => later().donorDetachment.detachMember(userId, at),
      },
      transactions: ports.store.transactions,
      clock: ports.clock,
      random: ports.random,
      digest: ports.digest,
      hasher: ports.hasher,
      mailer: ports.mailer,
      mailSettings: mailSettingsOf(ports),
      reportFailure: ports.reportFailure,
    }),
  routes: registerAccountsRoutes,
  repositories: accountsRepositories,
  migrations: accountsMigrations,
} as const;
