/** Public content: notices, galleries, donation statistics and the hall of fame. */

export interface NoticeSummary {
  readonly noticeId: string;
  readonly title: string;
  /** ISO 8601 */
  readonly postedAt: string;
  readonly pinned: boolean;
  readonly views: number;
}

export interface Notice extends NoticeSummary {
  /** Plain text with line breaks; never HTML. */
  readonly body: string;
  readonly attachmentsMstId: string | null;
}

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
