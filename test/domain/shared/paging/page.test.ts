import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPageRequest,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pageCount,
  MAX_PAGE_NUMBER,
  pageNumberOf,
} from '../../../../src/domain/shared/paging/page';

describe('pageCount', () => {
  it('is at least 1, even for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
  });

  it('refuses negative or fractional totals and sizes below 1', () => {
    expect(() => pageCount(-1, 10)).toThrow(RangeError);
    expect(() => pageCount(1.5, 10)).toThrow(RangeError);
    expect(() => pageCount(Number.NaN, 10)).toThrow(RangeError);
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });

  it('rounds up to hold every item', () => {
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(7, 1)).toBe(7);
  });

  it('property: the pages hold every item, and the last page is not empty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        (total, size) => {
          const pages = pageCount(total, size);
          expect(Number.isInteger(pages)).toBe(true);
          expect(pages * size).toBeGreaterThanOrEqual(total);
          expect((pages - 1) * size).toBeLessThan(total);
        },
      ),
    );
  });
});

describe('clampPageRequest', () => {
  it('defaults to page 1 of size 10', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(clampPageRequest({})).toEqual({ page: 1, size: 10 });
  });

  it('keeps a valid request', () => {
    expect(clampPageRequest({ page: 3, size: 20 })).toEqual({ page: 3, size: 20 });
    expect(clampPageRequest({ page: 1, size: 1 })).toEqual({ page: 1, size: 1 });
    expect(clampPageRequest({ page: 2, size: 100 })).toEqual({ page: 2, size: 100 });
  });

  it('turns a page below 1 or not a whole number into page 1', () => {
    for (const page of [0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(clampPageRequest({ page, size: 20 })).toEqual({ page: 1, size: 20 });
    }
  });

  it('caps the size at 100', () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(clampPageRequest({ page: 1, size: 101 })).toEqual({ page: 1, size: 100 });
    expect(clampPageRequest({ page: 1, size: 10_000 })).toEqual({ page: 1, size: 100 });
  });

  it('turns a size below 1 or not a whole number into the default size', () => {
    for (const size of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(clampPageRequest({ page: 2, size })).toEqual({ page: 2, size: 10 });
    }
  });

  it('property: always a whole page ≥ 1 and a whole size from 1 to 100', () => {
    const anything = fc.option(
      fc.oneof(fc.integer(), fc.double(), fc.integer({ min: -5, max: 200 })),
      { nil: undefined },
    );
    fc.assert(
      fc.property(anything, anything, (page, size) => {
        const request = clampPageRequest({ page, size });
        expect(Number.isInteger(request.page)).toBe(true);
        expect(request.page).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(request.size)).toBe(true);
        expect(request.size).toBeGreaterThanOrEqual(1);
        expect(request.size).toBeLessThanOrEqual(MAX_PAGE_SIZE);
        if (page !== undefined && Number.isInteger(page) && page >= 1) {
          expect(request.page).toBe(page);
        }
      }),
    );
  });
});

describe('the page an address asks for', () => {
  it('is a whole number from 1 to the highest page, else the first', () => {
    expect(pageNumberOf('3')).toBe(3);
    for (const text of [null, '', '0', '-2', '1.5', 'two', String(MAX_PAGE_NUMBER + 1)]) {
      expect(pageNumberOf(text), String(text)).toBe(1);
    }
    expect(pageNumberOf(String(MAX_PAGE_NUMBER))).toBe(MAX_PAGE_NUMBER);
  });
});
