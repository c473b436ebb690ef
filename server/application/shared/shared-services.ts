import { AttemptThrottles } from './attempt-throttles';
import type { UseCaseContext } from './context';

/** The use cases several features use, built once before the features' own (services.ts). */
export function createSharedServices(context: UseCaseContext) {
  return { throttles: new AttemptThrottles(context) };
}

export type SharedServices = ReturnType<typeof createSharedServices>;
