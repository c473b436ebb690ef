import type { Clock } from '../../application/shared/ports/clock';
import type { ContentApi } from '../../application/content/content-api';
import type { DonationStatistics } from '../../domain/content/content';
import { FakeContentApi } from './fake-content-api';

/**
 * Public demo content written by hand (no faker, so that it stays a few kilobytes): donation
 * statistics, dated relative to the clock. The home page
 * shows it with the real server until the server publishes content of its own.
 */

/** Monthly totals in won: a steady base with the year-end campaign in December. */
const MONTHLY_PATTERN: readonly number[] = [
  3_200_000, 2_800_000, 4_500_000, 3_100_000, 5_600_000, 2_900_000, 3_300_000, 2_700_000, 4_100_000,
  3_800_000, 6_200_000, 14_500_000,
];

export interface DemoContent {
  readonly content: ContentApi;
}

/** The demo content as data, for seeding a fake backend. */
export interface DemoContentData {
  readonly statistics: DonationStatistics[];
}

export function demoContentData(now: Date): DemoContentData {
  const year = now.getFullYear();
  return {
    statistics: [year - 2, year - 1, year].map((each) =>
      demoStatistics(each, each === year ? now.getMonth() + 1 : 12),
    ),
  };
}

export function createDemoContent(clock: Clock): DemoContent {
  const data = demoContentData(clock.now());
  return { content: new FakeContentApi(data) };
}

/** Statistics of a year, with months after `monthsSoFar` still empty. */
export function demoStatistics(year: number, monthsSoFar: number): DonationStatistics {
  const monthlyAmounts = MONTHLY_PATTERN.map((amount, index) =>
    index < monthsSoFar ? amount + ((year * 7 + index * 13) % 9) * 100_000 : 0,
  );
  const donationCount = monthlyAmounts.filter((amount) => amount > 0).length * 23;
  return {
    year,
    totalAmount: monthlyAmounts.reduce((sum, amount) => sum + amount, 0),
    donorCount: Math.round(donationCount * 0.7),
    donationCount,
    monthlyAmounts,
  };
}
