import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../shared/validation/expect-result';
import { MAX_DONATION_WON, validateDonationAmount } from '../../../src/domain/donations/amount';

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
