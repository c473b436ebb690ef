import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKoreanAmountShort } from '../../../../src/domain/shared/format/korean-amount-short';
import {
  formatKoreanAmount,
  parseKoreanAmount,
} from '../../../../src/domain/shared/format/korean-amount';

const UNITS = ['', '만', '억', '조', '경'] as const;
const TOKEN = /^(\d{1,3}(?:,\d{3})*)(만|억|조|경)?$/u;

interface Token {
  readonly digits: string;
  readonly value: bigint;
  readonly unitIndex: number;
}

/** Splits an output into its groups, independently of the module's own parser. */
function tokensOf(text: string): { readonly negative: boolean; readonly tokens: Token[] } {
  expect(text.endsWith('원')).toBe(true);
  const negative = text.startsWith('-');
  const body = text.slice(negative ? 1 : 0, -1);
  const tokens = body.split(' ').map((token) => {
    const match = TOKEN.exec(token);
    if (!match) throw new Error(`malformed group "${token}" in "${text}"`);
    const digits = match[1] ?? '';
    const unitIndex = UNITS.indexOf((match[2] ?? '') as (typeof UNITS)[number]);
    return { digits, value: BigInt(digits.replaceAll(',', '')), unitIndex };
  });
  return { negative, tokens };
}

/** Amounts of any size, with plenty of zero four-digit groups. */
const groupedAmount = fc
  .tuple(
    fc.array(fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 9_999n })), {
      minLength: 1,
      maxLength: 7,
    }),
    fc.boolean(),
  )
  .map(([groups, negative]) => {
    const magnitude = groups.reduce(
      (sum, group, index) => sum + group * 10_000n ** BigInt(index),
      0n,
    );
    return negative ? -magnitude : magnitude;
  });

const anyAmount = fc.oneof(
  groupedAmount,
  fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
  fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
);

describe('formatKoreanAmount', () => {
  it('writes zero as "0원"', () => {
    expect(formatKoreanAmount(0)).toBe('0원');
    expect(formatKoreanAmount(0n)).toBe('0원');
  });

  it('splits the amount into four-digit groups with units 만, 억 and commas inside a group', () => {
    expect(formatKoreanAmount(123_456_789)).toBe('1억 2,345만 6,789원');
    expect(formatKoreanAmount(6_789)).toBe('6,789원');
    expect(formatKoreanAmount(10_001)).toBe('1만 1원');
  });

  it('writes round amounts with their unit alone: 1만원, 1억원, 1조원, 1경원', () => {
    expect(formatKoreanAmount(10_000)).toBe('1만원');
    expect(formatKoreanAmount(100_000_000)).toBe('1억원');
    expect(formatKoreanAmount(10 ** 12)).toBe('1조원');
    expect(formatKoreanAmount(10n ** 16n)).toBe('1경원');
  });

  it('leaves zero groups out', () => {
    expect(formatKoreanAmount(100_000_001)).toBe('1억 1원');
    expect(formatKoreanAmount(1_000_000_010_000)).toBe('1조 1만원');
  });

  it('puts every digit above 경 in the 경 group, with thousands commas', () => {
    expect(formatKoreanAmount(10n ** 20n)).toBe('10,000경원');
    expect(formatKoreanAmount(12_345_678_901_234_567_890_123n)).toBe(
      '1,234,567경 8,901조 2,345억 6,789만 123원',
    );
  });

  it('writes negative amounts with a leading hyphen-minus', () => {
    expect(formatKoreanAmount(-12_345)).toBe('-1만 2,345원');
    expect(formatKoreanAmount(-(10n ** 16n))).toBe('-1경원');
  });

  it('rounds non-integers to the nearest won, halves away from zero', () => {
    expect(formatKoreanAmount(1234.5)).toBe('1,235원');
    expect(formatKoreanAmount(1234.4)).toBe('1,234원');
    expect(formatKoreanAmount(-1234.5)).toBe('-1,235원');
    expect(formatKoreanAmount(0.5)).toBe('1원');
    expect(formatKoreanAmount(-0.5)).toBe('-1원');
    expect(formatKoreanAmount(9_999.5)).toBe('1만원');
  });

  it('writes amounts that round to zero, and negative zero, as "0원" without a sign', () => {
    expect(formatKoreanAmount(-0.4)).toBe('0원');
    expect(formatKoreanAmount(0.4)).toBe('0원');
    expect(formatKoreanAmount(-0)).toBe('0원');
  });

  it('throws a RangeError for NaN and ±Infinity', () => {
    expect(() => formatKoreanAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatKoreanAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatKoreanAmount(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  it('throws a RangeError for numbers beyond Number.MAX_SAFE_INTEGER', () => {
    expect(formatKoreanAmount(Number.MAX_SAFE_INTEGER)).toBe('9,007조 1,992억 5,474만 991원');
    expect(formatKoreanAmount(-Number.MAX_SAFE_INTEGER)).toBe('-9,007조 1,992억 5,474만 991원');
    expect(() => formatKoreanAmount(2 ** 53)).toThrow(RangeError);
    expect(() => formatKoreanAmount(-(2 ** 53))).toThrow(RangeError);
    expect(() => formatKoreanAmount(1e16)).toThrow(RangeError);
    expect(() => formatKoreanAmount(1e300)).toThrow(RangeError);
  });

  it('accepts bigint input, exactly, for amounts beyond number precision', () => {
    expect(formatKoreanAmount(9_007_199_254_740_993n)).toBe('9,007조 1,992억 5,474만 993원');
    expect(formatKoreanAmount(123_456_789n)).toBe(formatKoreanAmount(123_456_789));
  });

  it('property: reading the output back gives the input (bigints of any sign up to 10^40)', () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        expect(parseKoreanAmount(formatKoreanAmount(amount))).toBe(amount);
      }),
    );
  });

  it('property: reading the output back gives the input (safe integers)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (amount) => {
          expect(parseKoreanAmount(formatKoreanAmount(amount))).toBe(BigInt(amount));
          expect(formatKoreanAmount(amount)).toBe(formatKoreanAmount(BigInt(amount)));
        },
      ),
    );
  });

  it('property: the groups add up to the amount', () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const { negative, tokens } = tokensOf(formatKoreanAmount(amount));
        const magnitude = tokens.reduce(
          (sum, token) => sum + token.value * 10_000n ** BigInt(token.unitIndex),
          0n,
        );
        expect(negative ? -magnitude : magnitude).toBe(amount);
        expect(negative).toBe(amount < 0n);
      }),
    );
  });

  it('property: units are strictly descending within one output', () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const { tokens } = tokensOf(formatKoreanAmount(amount));
        for (let index = 1; index < tokens.length; index += 1) {
          expect(tokens[index]?.unitIndex).toBeLessThan(tokens[index - 1]?.unitIndex ?? -1);
        }
      }),
    );
  });

  it('property: no empty groups: every non-경 group is 1 to 9,999, with no leading zeros', () => {
    fc.assert(
      fc.property(
        anyAmount.filter((amount) => amount !== 0n),
        (amount) => {
          const { tokens } = tokensOf(formatKoreanAmount(amount));
          for (const token of tokens) {
            expect(token.value).toBeGreaterThanOrEqual(1n);
            if (token.unitIndex < UNITS.length - 1) expect(token.value).toBeLessThanOrEqual(9_999n);
            expect(token.digits.startsWith('0')).toBe(false);
            expect(token.digits).toBe(token.value.toLocaleString('en-US'));
          }
        },
      ),
    );
  });

  it('property: a number is rounded halves away from zero, like its quarter-won value says', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (quarters) => {
        const q = BigInt(quarters);
        const magnitude = ((q < 0n ? -q : q) + 2n) / 4n;
        const expected = q < 0n ? -magnitude : magnitude;
        expect(formatKoreanAmount(quarters / 4)).toBe(formatKoreanAmount(expected));
      }),
    );
  });
});

describe('parseKoreanAmount', () => {
  it('reads amounts written in the site style', () => {
    expect(parseKoreanAmount('1억 2,345만 6,789원')).toBe(123_456_789n);
    expect(parseKoreanAmount('0원')).toBe(0n);
    expect(parseKoreanAmount('1만 1원')).toBe(10_001n);
    expect(parseKoreanAmount('-1만 2,345원')).toBe(-12_345n);
    expect(parseKoreanAmount('10,000경원')).toBe(10n ** 20n);
  });

  it('refuses text without the closing 원', () => {
    expect(() => parseKoreanAmount('1만 2,345')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('12,345')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('원')).toThrow(SyntaxError);
  });

  it('refuses units out of order or repeated', () => {
    expect(() => parseKoreanAmount('2,345 1만원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('1만 1억원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('1억 1억원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('1 2원')).toThrow(SyntaxError);
  });

  it('refuses a group of 10,000 or more below 경, such as "10,000만"', () => {
    expect(() => parseKoreanAmount('10,000만원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('10,000원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('12,345조원')).toThrow(SyntaxError);
  });

  it('refuses misplaced or missing commas', () => {
    expect(() => parseKoreanAmount('1,0000원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('1,00원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount(',100원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('100,원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('1234원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('0,123원')).toThrow(SyntaxError);
  });

  it('refuses "-0원", empty groups and leading zeros', () => {
    expect(() => parseKoreanAmount('-0원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('0만원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('1억 0만원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('01원')).toThrow(SyntaxError);
  });

  it('refuses stray spaces and signs', () => {
    expect(() => parseKoreanAmount('1만  1원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount(' 1원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('1 만원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('+1원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('--1원')).toThrow(SyntaxError);
    expect(() => parseKoreanAmount('-1만 -1원')).toThrow(SyntaxError);
  });
});

describe('formatKoreanAmountShort (a chart axis)', () => {
  it.each([
    [0, '0'],
    [800, '800원'],
    [12_000, '1.2만'],
    [35_000_000, '3,500만'],
    [150_000_000, '1.5억'],
    [1_230_000_000, '12.3억'],
    [2_000_000_000_000, '2조'],
    [-50_000, '-5만'],
  ])('writes %d as %s', (amount, text) => {
    expect(formatKoreanAmountShort(amount)).toBe(text);
  });

  it('keeps the unit of the exact amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 99_999_999 }), (amount) => {
        expect(formatKoreanAmountShort(amount)).toMatch(/만$/u);
      }),
    );
  });
});
