import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HALL_OF_FAME_TIERS, hallOfFameTier } from '../../../src/domain/donations/hall-of-fame';

describe('the hall of fame tiers (issue 14: 1억 원 이상, 5천만 원 이상, 1천만 원 이상, …)', () => {
  it.each([
    [150_000_000, '1억 원 이상'],
    [100_000_000, '1억 원 이상'],
    [99_999_999, '5천만 원 이상'],
    [10_000_000, '1천만 원 이상'],
    [5_000_000, '5백만 원 이상'],
    [1_000_000, '1백만 원 이상'],
  ])('places %d won in %s', (won, label) => {
    expect(hallOfFameTier(won)?.label).toBe(label);
  });

  it('places nobody below the lowest tier', () => {
    expect(hallOfFameTier(999_999)).toBeNull();
    expect(hallOfFameTier(0)).toBeNull();
  });

  it('lists the tiers highest first, and a larger amount never lands in a lower tier', () => {
    const thresholds = HALL_OF_FAME_TIERS.map((tier) => tier.threshold);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => b - a));
    const rank = (won: number) => {
      const tier = hallOfFameTier(won);
      return tier ? HALL_OF_FAME_TIERS.length - HALL_OF_FAME_TIERS.indexOf(tier) : 0;
    };
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(high)).toBeGreaterThanOrEqual(rank(low));
      }),
    );
  });
});
