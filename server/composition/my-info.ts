import { registerMyInfoRoutes } from '../adapters/http/my-info';
import type { AccountsServices } from '../application/accounts';
import type { FilesServices } from '../application/files';
import { createMyInfoServices } from '../application/my-info';
import type { SessionServices } from '../application/session';
import type { SharedServices } from '../application/shared/shared-services';
import type { RootPorts } from './root-ports';
import { mailSettingsOf } from './shared';

type Built = SharedServices &
  Pick<SessionServices, 'sessions'> &
  Pick<FilesServices, 'fileGroups'> &
  Pick<AccountsServices, 'authCodes' | 'consentHistory'>;

/** The feature `my-info` put together: its use cases over the root's ports, its routes, its tables. */
export const myInfoFeature = {
  name: 'my-info',
  services: (ports: RootPorts, built: Built) =>
    createMyInfoServices({
      accounts: ports.store.accounts,
      authCodes: built.authCodes,
      consentHistory: built.consentHistory,
      throttles: built.throttles,
      sessions: built.sessions,
      fileGroups: built.fileGroups,
      transactions: ports.store.transactions,
      clock: ports.clock,
      random: ports.random,
      hasher: ports.hasher,
      mailer: ports.mailer,
      mailSettings: mailSettingsOf(ports),
      reportFailure: ports.reportFailure,
    }),
  routes: registerMyInfoRoutes,
} as const;
