import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../shared/validation/expect-result';
import {
  amountReadingOf,
  groupedAmountText,
  MAX_DONATION_WON,
  validateDonationAmount,
} from '../../../src/domain/donations/amount';

describe('a donation amount (issue 14: whole won, above 0, below 10^15)', () => {
  it.each([
    [1, 1],
    ['1,000,000', 1_000_000],
    [' 50000원 ', 50_000],
    [MAX_DONATION_WON, MAX_DONATION_WON],
    ['1e6', 1_000_000],
  ])('accepts %j as %d won', (input, won) => {
    expect(validateDonationAmount(input)).toEqual({ ok: true, value: won });
  });

  it.each([
    ['', 'amount.required'],
    [0, 'amount.positive'],
    [-5000, 'amount.positive'],
    [1000.5, 'amount.whole'],
    ['1000.5', 'amount.whole'],
    [10 ** 15, 'amount.tooLarge'],
    [Number.MAX_SAFE_INTEGER + 2, 'amount.tooLarge'],
    [Number.NaN, 'amount.format'],
    [Number.POSITIVE_INFINITY, 'amount.format'],
    ['만 원', 'amount.format'],
    ['0x10', 'amount.format'],
  ])('refuses %j (%s) with a Korean sentence', (input, code) => {
    expectInvalid(validateDonationAmount(input), code);
  });

  it('accepts every whole amount in range, typed with commas or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DONATION_WON }), (won) => {
        expect(validateDonationAmount(won)).toEqual({ ok: true, value: won });
        const typed = won.toLocaleString('en-US');
        expect(validateDonationAmount(typed)).toEqual({ ok: true, value: won });
      }),
    );
  });
});

describe('an amount as typed, grouped and read in 만 (issue 29 item 8)', () => {
  it('groups digits by thousands and reads the amount in 만 units', () => {
    expect(groupedAmountText('1000000')).toBe('1,000,000');
    expect(groupedAmountText('10,00,000')).toBe('1,000,000');
    expect(groupedAmountText('0012000')).toBe('12,000');
    expect(groupedAmountText('')).toBe('');
    expect(amountReadingOf('1,000,000')).toBe('100만원');
    expect(amountReadingOf('24000000')).toBe('2,400만원');
    expect(amountReadingOf('123456789')).toBe('1억 2,345만 6,789원');
  });

  it('leaves a mistake as typed and gives it no reading, for the amount rule to name', () => {
    expect(groupedAmountText('1000.5')).toBe('1000.5');
    expect(groupedAmountText('십만')).toBe('십만');
    expect(amountReadingOf('1000.5')).toBeNull();
    expect(amountReadingOf('0')).toBeNull();
  });

  it('keeps the value: grouping never changes the amount the rule reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DONATION_WON }), (amount) => {
        const grouped = groupedAmountText(String(amount));
        const read = validateDonationAmount(grouped);
        expect(read.ok && read.value).toBe(amount);
        expect(groupedAmountText(grouped)).toBe(grouped);
      }),
    );
  });
});
