import { describe, expect, it } from 'vitest';
import {
  DONATION_METHOD_LABELS,
  DONATION_METHODS,
  donationCategoryOf,
  RECEIPT_CODE_LABELS,
} from '../../../src/domain/donations/donation';

describe('donation methods and receipt codes (issue 14)', () => {
  it('names the five methods as the office writes them', () => {
    expect(DONATION_METHODS.map((method) => DONATION_METHOD_LABELS[method])).toEqual([
      '계좌이체',
      'CMS 자동이체',
      '카드',
      '현금',
      '현물',
    ]);
  });

  it('gives code 10 to 특례기부금 and 40 to 일반기부금', () => {
    expect(RECEIPT_CODE_LABELS).toEqual({ '10': '특례기부금', '40': '일반기부금' });
  });

  it('writes goods as 현물 and every other method as 금전 (the receipt’s 구분)', () => {
    expect(DONATION_METHODS.map(donationCategoryOf)).toEqual([
      '금전',
      '금전',
      '금전',
      '금전',
      '현물',
    ]);
  });
});
