import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_UNITS, formatFileSize } from '../../../../src/domain/shared/format/file-size';

const OUTPUT = /^[\d,]+(\.\d+)? (Bytes|KB|MB|GB|TB|PB|EB|ZB|YB)$/u;
const UNIT_NAMES = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const YB = UNIT_NAMES.length - 1;

function partsOf(text: string): { readonly value: number; readonly unitIndex: number } {
  const [number = '', unit = ''] = text.split(' ');
  return { value: Number(number.replaceAll(',', '')), unitIndex: UNIT_NAMES.indexOf(unit) };
}

const sizes = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ min: 0, max: 2 ** 100, noNaN: true }),
  // Just below and at powers of 1024, where the unit changes.
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -3, max: 3 }))
    .map(([power, offset]) =>
      Math.max(0, 1024 ** power + offset * 2 ** Math.max(0, 10 * power - 52)),
    ),
);
const decimals = fc.integer({ min: 0, max: 10 });

describe('formatFileSize', () => {
  it('lists the units Bytes to YB', () => {
    expect(FILE_SIZE_UNITS).toEqual(UNIT_NAMES);
  });

  it('writes sizes below 1 KB in Bytes, the unit name the same for every count', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1,023 Bytes');
  });

  it('chooses the largest unit whose value is at least 1, in base 1024', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(formatFileSize(2.5 * 1024 ** 3)).toBe('2.5 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1 TB');
    expect(formatFileSize(1024 ** 5)).toBe('1 PB');
    expect(formatFileSize(1024 ** 6)).toBe('1 EB');
    expect(formatFileSize(1024 ** 7)).toBe('1 ZB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
  });

  it('keeps sizes beyond 1 YB in YB', () => {
    expect(formatFileSize(1024 ** 9)).toBe('1,024 YB');
    expect(formatFileSize(1024 ** 10)).toBe('1,048,576 YB');
  });

  it('moves a value that rounds up to 1024 into the next unit', () => {
    expect(formatFileSize(1_048_575)).toBe('1 MB');
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1 GB');
    expect(formatFileSize(1_048_575, { decimals: 10 })).toBe('1,023.9990234375 KB');
  });

  it('puts thousands commas in the integer part', () => {
    expect(formatFileSize(1000)).toBe('1,000 Bytes');
    expect(formatFileSize(1023 * 1024)).toBe('1,023 KB');
  });

  it('keeps two fraction digits by default', () => {
    expect(formatFileSize(1100)).toBe('1.07 KB');
    expect(formatFileSize(1100, { decimals: 3 })).toBe('1.074 KB');
  });

  it('keeps no fraction with decimals 0', () => {
    expect(formatFileSize(1536, { decimals: 0 })).toBe('2 KB');
    expect(formatFileSize(1535, { decimals: 0 })).toBe('1 KB');
    expect(formatFileSize(1100, { decimals: 0 })).toBe('1 KB');
  });

  it('drops trailing zeros of the fraction', () => {
    expect(formatFileSize(1536, { decimals: 3 })).toBe('1.5 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1126, { decimals: 1 })).toBe('1.1 KB');
    expect(formatFileSize(1025)).toBe('1 KB');
  });

  it('rejects decimals that are not an integer from 0 to 10 with a RangeError', () => {
    expect(formatFileSize(1536, { decimals: 10 })).toBe('1.5 KB');
    expect(() => formatFileSize(1536, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatFileSize(1536, { decimals: 11 })).toThrow(RangeError);
    expect(() => formatFileSize(1536, { decimals: 1.5 })).toThrow(RangeError);
    expect(() => formatFileSize(1536, { decimals: Number.NaN })).toThrow(RangeError);
  });

  it('rejects negative sizes, NaN and ±Infinity with a RangeError', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(-0.5)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  it('property: the output always reads "<number> <unit>"', () => {
    fc.assert(
      fc.property(sizes, decimals, (bytes, digits) => {
        expect(formatFileSize(bytes, { decimals: digits })).toMatch(OUTPUT);
      }),
    );
  });

  it('property: the numeric part is below 1024 unless the unit is YB', () => {
    fc.assert(
      fc.property(sizes, decimals, (bytes, digits) => {
        const { value, unitIndex } = partsOf(formatFileSize(bytes, { decimals: digits }));
        if (unitIndex !== YB) expect(value).toBeLessThan(1024);
      }),
    );
  });

  it('property: the unit chosen is the largest with value ≥ 1 (except when clamped at YB)', () => {
    fc.assert(
      fc.property(sizes, decimals, (bytes, digits) => {
        const { value, unitIndex } = partsOf(formatFileSize(bytes, { decimals: digits }));
        expect(unitIndex).toBeGreaterThanOrEqual(0);
        // The value shown in this unit is at least 1 ...
        if (unitIndex > 0) expect(value).toBeGreaterThanOrEqual(1);
        // ... and in the next unit the size would be less than 1.
        if (unitIndex < YB) expect(bytes / 1024 ** (unitIndex + 1)).toBeLessThan(1);
        // The number shown is the size in that unit, to the requested precision.
        const exact = bytes / 1024 ** unitIndex;
        expect(Math.abs(value - exact)).toBeLessThanOrEqual(0.5 * 10 ** -digits + exact * 1e-12);
      }),
    );
  });
});
