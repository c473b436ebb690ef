/** Scholarship donations and the statutory receipt (기부금영수증) built from them. */

export type DonationKind = 'scholarship' | 'development' | 'anniversary' | 'general';

export const DONATION_KIND_LABELS: Readonly<Record<DonationKind, string>> = {
  scholarship: '장학기금',
  development: '발전기금',
  anniversary: '100주년 기념기금',
  general: '일반기부',
};

export type PaymentMethod = 'transfer' | 'card' | 'cms' | 'cash';

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  transfer: '계좌이체',
  card: '신용카드',
  cms: 'CMS 정기출금',
  cash: '현금',
};

export interface Donation {
  readonly donationId: string;
  /** YYYY-MM-DD */
  readonly donatedAt: string;
  /** Whole won. */
  readonly amount: number;
  readonly kind: DonationKind;
  readonly method: PaymentMethod;
  /** Free text the donor gave (e.g. "故 ○○○ 선생님 추모 장학금"). */
  readonly memo: string | null;
}

/** The filter of the member's donation history (spec: "contribution filter"). */
export interface ContributionFilter {
  readonly year?: number;
  readonly kind?: DonationKind;
  readonly page: number;
  readonly size: number;
}

/** What a receipt needs, shown to the member before it is sent (spec: receipt base information). */
export interface ReceiptBaseInfo {
  readonly donationId: string;
  readonly donorName: string;
  /** Masked: 900101-1******. */
  readonly residentNumberMasked: string | null;
  readonly donorAddress: string | null;
  readonly organizationName: string;
  readonly organizationBusinessNumber: string;
  readonly organizationAddress: string;
  readonly donatedAt: string;
  readonly amount: number;
  readonly kind: DonationKind;
}

export interface ReceiptMailRequest {
  readonly donationId: string;
  readonly email: string;
  /** Needed once when no resident number is on file; stored encrypted by the server. */
  readonly residentNumber?: string;
}

export interface ReceiptFaxRequest {
  readonly donationId: string;
  /** Fax number, e.g. 02-123-4567. */
  readonly faxNumber: string;
  readonly residentNumber?: string;
}
