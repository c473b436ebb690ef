import { companiesMigrations, companiesRepositories } from '../adapters/db/companies';
import { registerCompaniesRoutes } from '../adapters/http/companies';
import { createCompaniesServices } from '../application/companies';

/** The feature `companies` put together: its use cases over the root's ports, its routes, its tables. */
export const companiesFeature = {
  name: 'companies',
  services: createCompaniesServices,
  routes: registerCompaniesRoutes,
  repositories: companiesRepositories,
  migrations: companiesMigrations,
} as const;
