import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../src/domain/shared/format/number-format';

describe('formatNumber (format 0,0)', () => {
  it('writes whole numbers with a comma every three digits', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(-1234)).toBe('-1,234');
  });

  it('rounds to a whole number, halves away from zero', () => {
    expect(formatNumber(1_234_567.8)).toBe('1,234,568');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(0.5)).toBe('1');
    expect(formatNumber(-0.5)).toBe('-1');
    expect(formatNumber(2.4)).toBe('2');
    expect(formatNumber(999.5)).toBe('1,000');
  });

  it('writes negative zero and negatives that round to zero as "0"', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(-0.49)).toBe('0');
  });

  it('formats bigints exactly', () => {
    expect(formatNumber(12_345_678_901_234_567_890n)).toBe('12,345,678,901,234,567,890');
    expect(formatNumber(-1234n)).toBe('-1,234');
    expect(formatNumber(0n)).toBe('0');
  });

  it('throws a RangeError for NaN and ±Infinity', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatNumber(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  it('property: a safe integer keeps its digits, grouped by three', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (value) => {
          const text = formatNumber(value);
          expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/u);
          expect(text.replaceAll(',', '')).toBe(String(value));
        },
      ),
    );
  });

  it('property: a bigint keeps its digits, grouped by three', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/u);
        expect(BigInt(text.replaceAll(',', ''))).toBe(value);
      }),
    );
  });

  it('property: quarters round halves away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (quarters) => {
        const q = BigInt(quarters);
        const magnitude = ((q < 0n ? -q : q) + 2n) / 4n;
        const expected = q < 0n && magnitude > 0n ? -magnitude : magnitude;
        expect(formatNumber(quarters / 4).replaceAll(',', '')).toBe(expected.toString());
      }),
    );
  });
});
