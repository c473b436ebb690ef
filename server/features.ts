import { accessLogFeature } from './composition/access-log';
import { accountsFeature } from './composition/accounts';
import { adminFeature } from './composition/admin';
import { companiesFeature } from './composition/companies';
import { contentFeature } from './composition/content';
import { directoryFeature } from './composition/directory';
import { donationsFeature } from './composition/donations';
import { duesFeature } from './composition/dues';
import { eventsFeature } from './composition/events';
import { filesFeature } from './composition/files';
import { libraryFeature } from './composition/library';
import { messagesFeature } from './composition/messages';
import { myInfoFeature } from './composition/my-info';
import { paymentsFeature } from './composition/payments';
import { sessionFeature } from './composition/session';
import type { RootPorts, RootRepositories } from './composition/root-ports';
import type { KyselyAttemptThrottleRepository } from './adapters/db/shared/attempt-throttle-repository';
import type { SharedServices } from './application/shared/shared-services';

/**
 * The server's features: the one list a new feature joins (test/server/features.test.ts fails
 * while a folder of server/application/ is missing here). Each is put together in its own file of
 * the composition root, `composition/<feature>.ts`, from its layers' entries
 * (`<layer>/<feature>/index.ts`):
 *
 * - `services(ports, built, later)`: its use cases, each given by name the ports, repositories
 *   and other features' entries it uses (services.ts merges them into `Services`). `built` holds
 *   the shared services and those of the features above it, so a feature that uses another's
 *   comes after it (checked below, by the compiler); `later()` reaches one below it, at run time.
 * - `routes(routes, services)`: its HTTP routes (`routes.json(name, …)`), registered in this
 *   order (http/app.ts is handed this list).
 * - `repositories(db, reads)`, if it has tables of its own: its repositories (db/kysely-store.ts
 *   is handed this list; the composition file names them in `RootRepositories`, checked below).
 * - `migrations(dialect)`, if it creates or changes tables after the shared history (0001–0003):
 *   its migrations by name, `{ '0008-content-pages': … }`, from its `adapters/db/<feature>/`
 *   (openDatabase is handed this list and runs them with the shared ones, in the order of their
 *   names, and refuses to start on a name or number used twice).
 *
 * Plain imports, no glob: the server also runs bundled by esbuild.
 */
export const FEATURES = [
  sessionFeature,
  filesFeature,
  accessLogFeature,
  accountsFeature,
  myInfoFeature,
  directoryFeature,
  adminFeature,
  messagesFeature,
  contentFeature,
  companiesFeature,
  libraryFeature,
  donationsFeature,
  duesFeature,
  paymentsFeature,
  eventsFeature,
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
  ? First extends { services(ports: RootPorts, built: infer Needs, later: () => never): infer Own }
    ? Built extends Needs
      ? BuiltInOrder<Rest, Built & Own>
      : First
    : never
  : true;

type Holds<T extends true> = T;

/** Fails to compile when a feature comes before one whose services it uses. */
export type FeaturesInOrder = Holds<BuiltInOrder<typeof FEATURES, SharedServices>>;

/** Fails to compile when a repository the features' wiring names is not one the database adapters provide. */
export type RepositoriesProvided = Holds<
  FeatureRepositories & { throttles: KyselyAttemptThrottleRepository } extends RootRepositories
    ? true
    : false
>;
