import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBusinessNumber } from '../../../src/domain/donations/business-number';
import { expectInvalid, expectValid } from '../shared/validation/expect-result';

/**
 * Reference check digit, written from the rule: weights 1,3,7,1,3,7,1,3,5 over the first nine
 * digits, plus ⌊(9th digit × 5) / 10⌋, completed to a multiple of ten.
 */
function referenceCheckDigit(nine: readonly number[]): number {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += (weights[i] ?? 0) * (nine[i] ?? 0);
  sum += Math.floor(((nine[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
const hyphenated = (ten: string) => `${ten.slice(0, 3)}-${ten.slice(3, 5)}-${ten.slice(5)}`;

describe('business-number', () => {
  // Hand-computed:
  // 124-81-00998: 1·1+2·3+4·7+8·1+1·3+0·7+0·1+9·3+9·5 = 118, + ⌊9·5/10⌋ = 4 → 122 → check 8.
  // 220-81-62517: 2·1+2·3+0·7+8·1+1·3+6·7+2·1+5·3+1·5 = 83, + ⌊1·5/10⌋ = 0 → 83 → check 7.
  // 120-81-47521: 1·1+2·3+0·7+8·1+1·3+4·7+7·1+5·3+2·5 = 78, + ⌊2·5/10⌋ = 1 → 79 → check 1.
  const KNOWN_VALID = ['124-81-00998', '220-81-62517', '120-81-47521'];

  it('accepts known valid business registration numbers', () => {
    for (const number of KNOWN_VALID) expectValid(validateBusinessNumber(number), number);
  });

  it('accepts the ten digits typed without hyphens, or with spaces or dots, and writes XXX-XX-XXXXX', () => {
    expectValid(validateBusinessNumber('1248100998'), '124-81-00998');
    expectValid(validateBusinessNumber('124 81 00998'), '124-81-00998');
    expectValid(validateBusinessNumber('124.81.00998'), '124-81-00998');
    expectValid(validateBusinessNumber('  220-8162-517 '), '220-81-62517');
  });

  it('refuses a wrong check digit', () => {
    expectInvalid(validateBusinessNumber('124-81-00997'), 'businessNumber.checksum');
    expectInvalid(validateBusinessNumber('220-81-62510'), 'businessNumber.checksum');
    expectInvalid(validateBusinessNumber('120-81-47529'), 'businessNumber.checksum');
  });

  it('adds ⌊(9th digit × 5) / 10⌋ to the weighted sum', () => {
    // Without the carry term, 124-81-0099? would need check digit 2 (118 → 2).
    expectInvalid(validateBusinessNumber('124-81-00992'), 'businessNumber.checksum');
  });

  it('refuses anything but ten digits', () => {
    for (const number of ['124-81-0099', '124-81-009981', '124-81-0099O', '(124)81-00998']) {
      expectInvalid(validateBusinessNumber(number), 'businessNumber.format');
    }
  });

  it('refuses an empty number', () => {
    expectInvalid(validateBusinessNumber(''), 'businessNumber.required');
    expectInvalid(validateBusinessNumber(' - '), 'businessNumber.required');
  });

  it('accepts every number whose check digit completes the sum to a multiple of ten', () => {
    fc.assert(
      fc.property(nineDigits, (nine) => {
        const ten = nine.join('') + String(referenceCheckDigit(nine));
        expectValid(validateBusinessNumber(ten), hyphenated(ten));
      }),
    );
  });

  it('refuses every other check digit', () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 1, max: 9 }), (nine, offset) => {
        const wrong = (referenceCheckDigit(nine) + offset) % 10;
        const ten = nine.join('') + String(wrong);
        expectInvalid(validateBusinessNumber(ten), 'businessNumber.checksum');
      }),
    );
  });

  it('re-validates a validated number to itself', () => {
    fc.assert(
      fc.property(nineDigits, (nine) => {
        const first = validateBusinessNumber(nine.join('') + String(referenceCheckDigit(nine)));
        expect(first.ok).toBe(true);
        if (first.ok) expectValid(validateBusinessNumber(first.value), first.value);
      }),
    );
  });
});
