/** Public donation figures: statistics and the hall of fame (notices, pages, albums: files of their own). */

export interface DonationStatistics {
  readonly year: number;
  /** Whole won. */
  readonly totalAmount: number;
  readonly donorCount: number;
  readonly donationCount: number;
  /** Per month 1–12, whole won. */
  readonly monthlyAmounts: readonly number[];
}
