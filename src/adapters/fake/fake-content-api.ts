import type { ContentApi } from '../../application/content/content-api';
import type * as model from '../../domain/content/content';

/**
 * The public content the fake answers from: the fake backend's own lists (`npm run demo`), or
 * the hand-written demo content alone, which the real-server mode shows without loading the
 * fake backend (issue 10: the home route carries none of it).
 */
export interface FakeContentStore {
  readonly statistics: readonly model.DonationStatistics[];
}

export class FakeContentApi implements ContentApi {
  constructor(private readonly backend: FakeContentStore) {}

  async getDonationStatistics(year: number): Promise<model.DonationStatistics> {
    return (
      this.backend.statistics.find((statistics) => statistics.year === year) ?? {
        year,
        totalAmount: 0,
        donorCount: 0,
        donationCount: 0,
        monthlyAmounts: Array.from({ length: 12 }, () => 0),
      }
    );
  }
}
