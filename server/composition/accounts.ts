import { accountsMigrations, accountsRepositories } from '../adapters/db/accounts';
import { registerAccountsRoutes } from '../adapters/http/accounts';
import { createAccountsServices } from '../application/accounts';

/** The feature `accounts` put together: its use cases over the root's ports, its routes, its tables. */
export const accountsFeature = {
  name: 'accounts',
  services: createAccountsServices,
  routes: registerAccountsRoutes,
  repositories: accountsRepositories,
  migrations: accountsMigrations,
} as const;
