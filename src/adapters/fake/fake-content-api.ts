import type { ContentApi } from '../../application/content/content-api';
import type * as model from '../../domain/content/content';
import type { FakeDonationRecords } from './fake-donation-records';

/** What the home page's figures are summed from: the fake backend's donation records. */
export interface FakeContentStore {
  readonly donationRecords: FakeDonationRecords;
}

/** The home page's year of donations, summed as the server sums them (its donationYear call). */
export class FakeContentApi implements ContentApi {
  constructor(private readonly backend: FakeContentStore) {}

  async donationYear(year: number): Promise<model.DonationStatistics> {
    const inYear = this.backend.donationRecords
      .current()
      .filter((record) => record.donatedOn.startsWith(`${year}-`));
    const monthlyAmounts = Array.from({ length: 12 }, () => 0);
    for (const record of inYear) {
      const month = Number(record.donatedOn.slice(5, 7)) - 1;
      monthlyAmounts[month] = (monthlyAmounts[month] ?? 0) + record.amount;
    }
    return {
      year,
      totalAmount: monthlyAmounts.reduce((sum, amount) => sum + amount, 0),
      donorCount: new Set(inYear.map((record) => record.donorId)).size,
      donationCount: inYear.length,
      monthlyAmounts,
    };
  }
}
