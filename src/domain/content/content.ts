/** Public content: galleries, donation statistics and the hall of fame (notices: notices.ts). */

export type GalleryKind = 'contribution' | 'history' | 'school';

export interface GalleryItem {
  readonly galleryId: string;
  readonly kind: GalleryKind;
  readonly title: string;
  /** YYYY-MM-DD */
  readonly takenOn: string;
  readonly atchFileMstId: string;
  readonly atchFileId: string;
  /** Short description read by screen readers as the image's alternative text. */
  readonly alt: string;
}

export interface DonationStatistics {
  readonly year: number;
  /** Whole won. */
  readonly totalAmount: number;
  readonly donorCount: number;
  readonly donationCount: number;
  /** Per month 1–12, whole won. */
  readonly monthlyAmounts: readonly number[];
}

export interface HallOfFameEntry {
  readonly name: string;
  readonly graduationYear: number | null;
  /** Sum of donations, whole won. */
  readonly totalAmount: number;
  readonly tier: 'grand' | 'gold' | 'silver' | 'bronze';
}
