import fc from 'fast-check';
import type { RandomIndex } from '../../../src/domain/payments';

/** A random source replaying fast-check's draws, so that a failing case replays from its seed. */
export function replaying(draws: readonly number[]): RandomIndex {
  let index = 0;
  return (below) => {
    const drawn = draws[index % draws.length] ?? 0;
    index += 1;
    return drawn % below;
  };
}

export const randomDraws = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 40 });
