import { describe, expect, it } from 'vitest';
import type { DonationStatistics } from '../../../src/domain/content/content';
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
