import { accessLogRepositories } from './adapters/db/access-log';
import { accountsMigrations, accountsRepositories } from './adapters/db/accounts';
import { adminMigrations, adminRepositories } from './adapters/db/admin';
import { companiesMigrations, companiesRepositories } from './adapters/db/companies';
import { contentMigrations, contentRepositories } from './adapters/db/content';
import { libraryMigrations, libraryRepositories } from './adapters/db/library';
import { donationsMigrations, donationsRepositories } from './adapters/db/donations';
import { directoryRepositories } from './adapters/db/directory';
import { filesMigrations, filesRepositories } from './adapters/db/files';
import { sessionMigrations, sessionRepositories } from './adapters/db/session';
import { registerAccessLogRoutes } from './adapters/http/access-log';
import { registerAccountsRoutes } from './adapters/http/accounts';
import { registerAdminRoutes } from './adapters/http/admin';
import { registerCompaniesRoutes } from './adapters/http/companies';
import { registerContentRoutes } from './adapters/http/content';
import { registerLibraryRoutes } from './adapters/http/library';
import { registerDonationsRoutes } from './adapters/http/donations';
import { registerDirectoryRoutes } from './adapters/http/directory';
import { registerFilesRoutes } from './adapters/http/files';
import { registerMyInfoRoutes } from './adapters/http/my-info';
import { registerSessionRoutes } from './adapters/http/session';
import { createAccessLogServices } from './application/access-log';
import { createAccountsServices } from './application/accounts';
import { createAdminServices } from './application/admin';
import { createCompaniesServices } from './application/companies';
import { createContentServices } from './application/content';
import { createLibraryServices } from './application/library';
import { createDonationsServices } from './application/donations';
import { createDirectoryServices } from './application/directory';
import { createFilesServices } from './application/files';
import { createMyInfoServices } from './application/my-info';
import { createSessionServices } from './application/session';
import type { UseCaseContext } from './application/shared/context';
import type { SharedServices } from './application/shared/shared-services';

/**
 * The server's features: the one list a new feature joins (test/server/features.test.ts fails
 * while a folder of server/application/ is missing here). Each names its folder and takes from
 * its entries (`<layer>/<feature>/index.ts`):
 *
 * - `services(context, built)`: its use cases (application/services.ts merges them into
 *   `Services`). `built` holds the shared services and those of the features above it, so a
 *   feature that uses another's comes after it (checked below, by the compiler).
 * - `routes(routes, services)`: its HTTP routes (`routes.json(name, …)`), registered in this
 *   order (http/app.ts).
 * - `repositories(db, reads)`, if it has tables of its own: what it adds to the Store's
 *   `Repositories` (db/kysely-store.ts; the compiler checks every one is provided).
 * - `migrations(dialect)`, if it creates or changes tables after the shared history (0001–0003):
 *   its migrations by name, `{ '0008-content-pages': … }`, from its `adapters/db/<feature>/`
 *   (db/migrations.ts runs them with the shared ones, in the order of their names, and refuses
 *   to start on a name or number used twice).
 *
 * Plain imports, no glob: the server also runs bundled by esbuild.
 */
export const FEATURES = [
  {
    name: 'session',
    services: createSessionServices,
    routes: registerSessionRoutes,
    repositories: sessionRepositories,
    migrations: sessionMigrations,
  },
  {
    name: 'accounts',
    services: createAccountsServices,
    routes: registerAccountsRoutes,
    repositories: accountsRepositories,
    migrations: accountsMigrations,
  },
  { name: 'my-info', services: createMyInfoServices, routes: registerMyInfoRoutes },
  {
    name: 'directory',
    services: createDirectoryServices,
    routes: registerDirectoryRoutes,
    repositories: directoryRepositories,
  },
  {
    name: 'files',
    services: createFilesServices,
    routes: registerFilesRoutes,
    repositories: filesRepositories,
    migrations: filesMigrations,
  },
  {
    name: 'access-log',
    services: createAccessLogServices,
    routes: registerAccessLogRoutes,
    repositories: accessLogRepositories,
  },
  {
    name: 'admin',
    services: createAdminServices,
    routes: registerAdminRoutes,
    repositories: adminRepositories,
    migrations: adminMigrations,
  },
  {
    name: 'content',
    services: createContentServices,
    routes: registerContentRoutes,
    repositories: contentRepositories,
    migrations: contentMigrations,
  },
  {
    name: 'companies',
    services: createCompaniesServices,
    routes: registerCompaniesRoutes,
    repositories: companiesRepositories,
    migrations: companiesMigrations,
  },
  {
    name: 'library',
    services: createLibraryServices,
    routes: registerLibraryRoutes,
    repositories: libraryRepositories,
    migrations: libraryMigrations,
  },
  {
    name: 'donations',
    services: createDonationsServices,
    routes: registerDonationsRoutes,
    repositories: donationsRepositories,
    migrations: donationsMigrations,
  },
] as const;

type Feature = (typeof FEATURES)[number];

/** `A | B` → `A & B`. */
type IntersectionOf<U> = (U extends unknown ? (part: U) => void : never) extends (
  whole: infer I,
) => void
  ? I
  : never;

type RepositoriesOf<F> = F extends { repositories(...args: never[]): infer R } ? R : never;

/** Every feature's use cases, together. */
export type FeatureServices = IntersectionOf<ReturnType<Feature['services']>>;

/** Every feature's own repositories, together. */
export type FeatureRepositories = IntersectionOf<RepositoriesOf<Feature>>;

/**
 * `true` when each feature's services need only what is built before them; otherwise the first
 * feature that uses services of a feature below it.
 */
type BuiltInOrder<List, Built> = List extends readonly [infer First, ...infer Rest]
  ? First extends { services(context: UseCaseContext, built: infer Needs): infer Own }
    ? Built extends Needs
      ? BuiltInOrder<Rest, Built & Own>
      : First
    : never
  : true;

type Holds<T extends true> = T;

/** Fails to compile when a feature comes before one whose services it uses. */
export type FeaturesInOrder = Holds<BuiltInOrder<typeof FEATURES, SharedServices>>;
