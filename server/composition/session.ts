import { sessionMigrations, sessionRepositories } from '../adapters/db/session';
import { registerSessionRoutes } from '../adapters/http/session';
import {
  createSessionServices,
  type SecondFactorRepository,
  type SessionRepository,
} from '../application/session';
import type { SharedServices } from '../application/shared/shared-services';
import type { RootPorts } from './root-ports';
import { mailSettingsOf } from './shared';

declare module './root-ports' {
  interface RootRepositories {
    readonly sessions: SessionRepository;
    readonly secondFactors: SecondFactorRepository;
  }
}

/** The feature `session` put together: its use cases over the root's ports, its routes, its tables. */
export const sessionFeature = {
  name: 'session',
  services: (ports: RootPorts, { throttles }: SharedServices) =>
    createSessionServices({
      sessionRecords: ports.store.sessions,
      secondFactors: ports.store.secondFactors,
      accounts: ports.store.accounts,
      throttles,
      transactions: ports.store.transactions,
      clock: ports.clock,
      random: ports.random,
      digest: ports.digest,
      sealer: ports.sealer,
      hasher: ports.hasher,
      signer: ports.signer,
      mailer: ports.mailer,
      mailSettings: mailSettingsOf(ports),
      reportFailure: ports.reportFailure,
    }),
  routes: registerSessionRoutes,
  repositories: sessionRepositories,
  migrations: sessionMigrations,
} as const;
