import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HALL_OF_FAME_TIERS,
  hallOfFameOf,
  hallOfFameTier,
} from '../../../src/domain/donations/hall-of-fame';

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

describe('the hall of fame list (issue 14: only who agreed, in tiers)', () => {
  const donor = (name: string, totalAmount: number) => ({
    name,
    graduationYear: 1990,
    company: false,
    totalAmount,
  });

  it('lists the highest tier first and by name within a tier, without any amount', () => {
    const hall = hallOfFameOf([
      donor('하지원', 120_000_000),
      donor('가나다', 2_000_000),
      donor('나미래', 150_000_000),
      donor('다솜', 999_999),
    ]);
    expect(hall).toEqual([
      { name: '나미래', graduationYear: 1990, company: false, tier: '1억 원 이상' },
      { name: '하지원', graduationYear: 1990, company: false, tier: '1억 원 이상' },
      { name: '가나다', graduationYear: 1990, company: false, tier: '1백만 원 이상' },
    ]);
    expect(JSON.stringify(hall)).not.toContain('Amount');
  });

  it('gives away no order of amounts inside a tier (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.integer({ min: 100_000_000, max: 10 ** 12 }), { minLength: 6, maxLength: 6 }),
        (names, amounts) => {
          const hall = hallOfFameOf(names.map((name, index) => donor(name, amounts[index] ?? 0)));
          const sorted = [...names].sort((a, b) => a.localeCompare(b, 'ko'));
          expect(hall.map((entry) => entry.name)).toEqual(sorted);
        },
      ),
    );
  });
});
