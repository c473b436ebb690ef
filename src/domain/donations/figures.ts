/** The donation figures anyone may read (issue 14, item 3): sums over the donations as they stand. */

export interface YearTotal {
  readonly year: number;
  readonly totalAmount: number;
  readonly donationCount: number;
  readonly donorCount: number;
}

export interface DonationStatisticsReport {
  /** Oldest first. */
  readonly years: readonly YearTotal[];
  readonly funds: readonly {
    readonly year: number;
    readonly fundId: string;
    readonly name: string;
    readonly totalAmount: number;
  }[];
  /** By the donors' graduating year (those who have one). */
  readonly classes: readonly {
    readonly graduationYear: number;
    readonly totalAmount: number;
    readonly donorCount: number;
  }[];
  readonly scholarships: readonly {
    readonly year: number;
    readonly fundId: string;
    readonly name: string;
    readonly students: number;
    readonly amount: number;
  }[];
}
