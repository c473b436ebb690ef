import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  donationReceiptRefusal,
  formatReceiptSerial,
  parseReceiptSerial,
  receiptLinesOf,
  receiptScopeKey,
} from '../../../src/domain/donations/receipt';
import {
  receiptScopeKeysAround,
  yearReceiptHolding,
} from '../../../src/domain/donations/receipt-contents';

describe('receipt serial numbers (issue 14: per year, e.g. 2026-000123)', () => {
  it('writes the year and six digits', () => {
    expect(formatReceiptSerial(2026, 123)).toBe('2026-000123');
    expect(formatReceiptSerial(2026, 999_999)).toBe('2026-999999');
  });

  it('refuses sequences a serial cannot hold', () => {
    for (const sequence of [0, -1, 1.5, 1_000_000]) {
      expect(() => formatReceiptSerial(2026, sequence)).toThrow(RangeError);
    }
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2100 }),
        fc.integer({ min: 1, max: 999_999 }),
        (year, sequence) => {
          expect(parseReceiptSerial(formatReceiptSerial(year, sequence))).toEqual({
            year,
            sequence,
          });
        },
      ),
    );
    expect(parseReceiptSerial('2026-000000')).toBeNull();
    expect(parseReceiptSerial('2026-12')).toBeNull();
  });
});

describe('a receipt’s lines (기부내용)', () => {
  it('writes type, code, 금전 or 현물, the day, the fund and the amount, oldest first', () => {
    const lines = receiptLinesOf([
      {
        donatedOn: '2026-05-02',
        amount: 300_000,
        fundName: '장학기금',
        method: 'in-kind',
        receiptCode: '40',
        memo: '도서 100권',
      },
      {
        donatedOn: '2026-01-15',
        amount: 1_000_000,
        fundName: '100주년 기금',
        method: 'transfer',
        receiptCode: '10',
        memo: '추모',
      },
    ]);
    expect(lines).toEqual([
      {
        type: '특례기부금',
        code: '10',
        category: '금전',
        date: '2026-01-15',
        description: '100주년 기금',
        amount: 1_000_000,
      },
      {
        type: '일반기부금',
        code: '40',
        category: '현물',
        date: '2026-05-02',
        description: '장학기금 (도서 100권)',
        amount: 300_000,
      },
    ]);
  });
});

describe('one live receipt per donation', () => {
  it('keys a receipt by what it covers', () => {
    expect(receiptScopeKey({ kind: 'donation', donationId: 'd1' })).toBe('donation:d1');
    expect(receiptScopeKey({ kind: 'year', year: 2026 })).toBe('year:2026');
  });

  it('refuses a donation’s own receipt once its year’s issued receipt holds it', () => {
    expect(donationReceiptRefusal(null)).toBeNull();
    expect(donationReceiptRefusal(2025)).toMatch(/2025년 연간 기부금영수증/u);
  });

  it('puts a gift on its year’s issued receipt unless it has a live receipt of its own (issue 29, item 3)', () => {
    const gift = { donationId: 'd1', donatedOn: '2025-03-02' };
    expect(receiptScopeKeysAround([gift])).toEqual(['donation:d1', 'year:2025']);
    expect(yearReceiptHolding(gift, new Set())).toBeNull();
    expect(yearReceiptHolding(gift, new Set(['year:2025']))).toBe(2025);
    expect(yearReceiptHolding(gift, new Set(['year:2024']))).toBeNull();
    expect(yearReceiptHolding(gift, new Set(['year:2025', 'donation:d1']))).toBeNull();
  });
});
