import { AttemptThrottles, type AttemptThrottlesDependencies } from './attempt-throttles';

/** What the shared use cases use, by name. */
export type SharedDependencies = AttemptThrottlesDependencies;

/** The use cases several features use, built once before the features' own (services.ts). */
export function createSharedServices(deps: SharedDependencies) {
  return { throttles: new AttemptThrottles(deps) };
}

export type SharedServices = ReturnType<typeof createSharedServices>;
