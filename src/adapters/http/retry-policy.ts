import type { EndpointName } from '../../contract/endpoints';
import type { EndpointDefinition } from '../../contract/shared/endpoint';

/**
 * Calls that may safely be sent twice: reads, and the writes whose repetition changes nothing
 * (the same profile saved again, the same visit logged again). Writes that spend something
 * (a reset token, a mail code, the current password) or create something are never repeated:
 * their first attempt may have worked even when its answer was lost.
 */
const IDEMPOTENT_WRITES: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'updateMyInfo',
  'recordMenuAccess',
]);

export function isRetryable(
  name: EndpointName,
  endpoint: Pick<EndpointDefinition, 'method'>,
): boolean {
  return endpoint.method === 'GET' || IDEMPOTENT_WRITES.has(name);
}

/** Exponential backoff: 300 ms, 600 ms, 1.2 s, … capped at 5 s, with ±20 % jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(5000, 300 * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}
