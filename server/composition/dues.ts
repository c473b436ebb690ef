import { duesMigrations, duesRepositories } from '../adapters/db/dues';
import { registerDuesRoutes } from '../adapters/http/dues';
import type { AdminServices } from '../application/admin';
import { createDuesServices, type DuesRepository } from '../application/dues';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly dues: DuesRepository;
  }
}

/**
 * The feature `dues` put together: its use cases over the root's ports, its routes, its tables.
 * Its entry `duesPayments` (recordPaidDues, checkoutContextOf) is what the payments feature
 * calls inside its own transactions, and what the directory asks for badges (through `later`).
 */
export const duesFeature = {
  name: 'dues',
  services: (ports: RootPorts, { adminAudit }: Pick<AdminServices, 'adminAudit'>) =>
    createDuesServices({
      dues: ports.store.dues,
      accounts: ports.store.accounts,
      transactions: ports.store.transactions,
      spreadsheets: ports.spreadsheets,
      audit: adminAudit,
      clock: ports.clock,
      random: ports.random,
      associationName: ports.settings.associationName,
    }),
  routes: registerDuesRoutes,
  repositories: duesRepositories,
  migrations: duesMigrations,
} as const;
