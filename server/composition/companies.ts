import { companiesMigrations, companiesRepositories } from '../adapters/db/companies';
import { registerCompaniesRoutes } from '../adapters/http/companies';
import type { AdminServices } from '../application/admin';
import { type CompanyRepository, createCompaniesServices } from '../application/companies';
import type { ContentServices } from '../application/content';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly companies: CompanyRepository;
  }
}

/** The feature `companies` put together: its use cases over the root's ports, its routes, its tables. */
export const companiesFeature = {
  name: 'companies',
  services: (
    ports: RootPorts,
    built: Pick<ContentServices, 'siteImages'> & Pick<AdminServices, 'adminAudit'>,
  ) =>
    createCompaniesServices({
      companies: ports.store.companies,
      siteImages: built.siteImages,
      audit: built.adminAudit,
      clock: ports.clock,
      random: ports.random,
      transactions: ports.store.transactions,
    }),
  routes: registerCompaniesRoutes,
  repositories: companiesRepositories,
  migrations: companiesMigrations,
} as const;
