import type { UseCaseContext } from '../application/shared/context';
import type {
  AccountRepository,
  AttemptThrottleRepository,
  Store,
  Transactions,
} from '../application/shared/ports';

/**
 * Every repository, by name: the shared ones here; each feature's composition file adds its own
 * (`declare module './root-ports' { interface RootRepositories { … } }`), and features.ts checks
 * that the database adapters provide them all.
 */
export interface RootRepositories {
  readonly accounts: AccountRepository;
  readonly throttles: AttemptThrottleRepository;
}

/** The repositories and transactions over them, as only the composition root sees them. */
export interface RootStore extends RootRepositories {
  readonly transactions: Transactions;
}

/**
 * Every port the composition root builds, from which each feature's wiring
 * (server/composition/<feature>.ts) hands its use cases the ones they use, by name.
 * Transitional: the shape of the application's old context bag, until every feature takes its
 * ports by name (issue 28).
 */
export type RootPorts = Omit<UseCaseContext, 'store'> & { readonly store: RootStore & Store };
