import { describe, expect, it } from 'vitest';
import type { ReceiptDocument, ReceiptLine } from '../../../../src/domain/donations/receipt';
import { A4 } from '../../../../server/adapters/pdf/drawing';
import { receiptDrawing } from '../../../../server/adapters/pdf/receipt-layout';

function receiptOf(lineCount: number): ReceiptDocument {
  const lines: ReceiptLine[] = Array.from({ length: lineCount }, (_, index) => ({
    type: '일반기부금',
    code: '40',
    category: '금전',
    date: `2025-${String((index % 12) + 1).padStart(2, '0')}-25`,
    description: '장학기금',
    amount: 30_000,
  }));
  return {
    serial: '2026-000001',
    reissue: true,
    issuedOn: '2026-01-15',
    scope: { kind: 'year', year: 2025 },
    donor: { name: '김하늘', identityNumber: '900101-1******', address: '서울특별시 종로구' },
    issuer: {
      name: '한빛고등학교 총동문회',
      registrationNumber: '101-82-12345',
      address: '서울특별시 종로구 세종대로 175',
      representative: '김한빛',
      legalBasis: '「법인세법 시행령」 제39조제1항제1호',
    },
    lines,
    total: lineCount * 30_000,
  };
}

/** Each page's operations, split at the page breaks. */
function pagesOf(receipt: ReceiptDocument) {
  const pages: { kind: string; text?: string; y?: number }[][] = [[]];
  for (const operation of receiptDrawing(receipt).operations) {
    if (operation.kind === 'page') pages.push([]);
    else pages.at(-1)?.push(operation);
  }
  return pages;
}

const texts = (page: { kind: string; text?: string }[]) =>
  page.flatMap((operation) => (operation.kind === 'text' ? [operation.text ?? ''] : []));

describe('the receipt’s layout (별지 제45호의2서식)', () => {
  it('keeps a year of monthly gifts (13 lines) with its certification, date and issuer on one A4 page', () => {
    const pages = pagesOf(receiptOf(13));
    expect(pages).toHaveLength(1);
    const all = texts(pages[0] ?? []);
    expect(all.some((text) => text.includes('기부받았음을 증명합니다'))).toBe(true);
    expect(all.some((text) => text.includes('기부금 수령인'))).toBe(true);
    expect(all.some((text) => text.includes('재발급본'))).toBe(true);
  });

  it('continues a long table on the next page, closing there, and draws nothing below the margin', () => {
    const pages = pagesOf(receiptOf(60));
    expect(pages.length).toBeGreaterThan(1);
    expect(texts(pages.at(-1) ?? []).some((text) => text.includes('증명합니다'))).toBe(true);
    for (const page of pages) {
      for (const operation of page) {
        if (operation.y !== undefined) expect(operation.y).toBeLessThan(A4.height - 40);
      }
    }
  });

  it('reads out in words the total of every gift of a multi-gift year receipt, under the table', () => {
    const gifts = [10_000, 200_000, 3_000_000].map((amount, index) => ({
      ...(receiptOf(1).lines[0] as ReceiptLine),
      date: `2025-0${index + 1}-25`,
      amount,
    }));
    const all = texts(pagesOf({ ...receiptOf(1), lines: gifts, total: 3_210_000 }).flat());
    expect(all).toContain('3,210,000');
    expect(all).toContain('(금 321만원)');
  });
});
