import { describe, expect, it } from 'vitest';
import type { DonationStatistics, HallOfFameEntry } from '../../../src/domain/content/content';
import { fakeWorld } from '../../support/fake-world';

describe('FakeContentApi.getDonationStatistics', () => {
  it('answers the stored statistics of a year', async () => {
    const world = fakeWorld();
    const stats: DonationStatistics = {
      year: 2025,
      totalAmount: 12_000_000,
      donorCount: 40,
      donationCount: 55,
      monthlyAmounts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => month * 100_000),
    };
    world.backend.statistics = [stats];
    expect(await world.contentApi.getDonationStatistics(2025)).toEqual(stats);
  });

  it('answers zeros over 12 months for a year without data', async () => {
    const world = fakeWorld();
    world.backend.statistics = [
      { year: 2025, totalAmount: 1, donorCount: 1, donationCount: 1, monthlyAmounts: [1] },
    ];
    expect(await world.contentApi.getDonationStatistics(2019)).toEqual({
      year: 2019,
      totalAmount: 0,
      donorCount: 0,
      donationCount: 0,
      monthlyAmounts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });
});

describe('FakeContentApi.listHallOfFame', () => {
  it('lists donors by total amount, largest first, without reordering the stored list', async () => {
    const world = fakeWorld();
    const entries: HallOfFameEntry[] = [
      { name: '김은상', graduationYear: 1980, totalAmount: 10_000_000, tier: 'silver' },
      { name: '이대상', graduationYear: 1975, totalAmount: 500_000_000, tier: 'grand' },
      { name: '박동상', graduationYear: null, totalAmount: 1_000_000, tier: 'bronze' },
      { name: '최금상', graduationYear: 1990, totalAmount: 100_000_000, tier: 'gold' },
    ];
    world.backend.hallOfFame = [...entries];
    const listed = await world.contentApi.listHallOfFame();
    expect(listed.map((entry) => entry.name)).toEqual(['이대상', '최금상', '김은상', '박동상']);
    expect(world.backend.hallOfFame).toEqual(entries);
  });

  it('answers an empty list when there is nobody yet', async () => {
    expect(await fakeWorld().contentApi.listHallOfFame()).toEqual([]);
  });
});
