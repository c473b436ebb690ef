/**
 * Scholarship donations as the association records them (issue 14): each to a fund, in whole
 * won, on a day in Korea, by one of five methods, with the receipt code that decides how the
 * donor deducts it.
 */

/** How the money (or the goods) came in. */
export const DONATION_METHODS = ['transfer', 'cms', 'card', 'cash', 'in-kind'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

export const DONATION_METHOD_LABELS: Readonly<Record<DonationMethod, string>> = {
  transfer: '계좌이체',
  cms: 'CMS 자동이체',
  card: '카드',
  cash: '현금',
  'in-kind': '현물',
};

/**
 * The receipt's 코드 (별지 제45호의2서식's table): 10 for 특례기부금 (소득세법 제34조제2항제1호),
 * 40 for 일반기부금 (같은 조 제3항제1호, the non-religious kind).
 */
export const RECEIPT_CODES = ['10', '40'] as const;
export type ReceiptCode = (typeof RECEIPT_CODES)[number];

export const RECEIPT_CODE_LABELS: Readonly<Record<ReceiptCode, string>> = {
  '10': '특례기부금',
  '40': '일반기부금',
};

/** The general scholarship fund every association has; designated funds are records too. */
export const GENERAL_FUND_ID = 'general';

/** A fund donations go to (the general scholarship fund, or a designated one). */
export interface DonationFund {
  readonly fundId: string;
  readonly name: string;
  readonly description: string;
  /** A closed fund takes no new donations but keeps its figures. */
  readonly active: boolean;
}

export const FUND_NAME_MAX_LENGTH = 40;
export const FUND_DESCRIPTION_MAX_LENGTH = 500;
export const DONATION_MEMO_MAX_LENGTH = 200;

/** One donation as its donor sees it. */
export interface Donation {
  readonly donationId: string;
  /** The day in Korea, YYYY-MM-DD. */
  readonly donatedOn: string;
  /** Whole won (for goods, their value). */
  readonly amount: number;
  readonly fundId: string;
  readonly fundName: string;
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
  readonly memo: string | null;
}

/** One of the member's own donations, with where its receipt is. */
export interface MyDonation extends Donation {
  /**
   * The year whose issued 연간 기부금영수증 holds it (it can have no receipt of its own then), or
   * null: it may have a receipt of its own.
   */
  readonly onYearReceipt: number | null;
}

/** Whether a method gives money (금전) or goods (현물): the receipt's 구분. */
export function donationCategoryOf(method: DonationMethod): '금전' | '현물' {
  return method === 'in-kind' ? '현물' : '금전';
}
