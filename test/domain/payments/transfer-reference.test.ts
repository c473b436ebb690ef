import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTransferReference,
  mentionsTransferReference,
  newTransferReference,
  TRANSFER_REFERENCE_ALPHABET,
  TRANSFER_REFERENCE_LENGTH,
  transferReferencesIn,
} from '../../../src/domain/payments';
import { randomDraws, replaying } from './support';

const reference = newTransferReference(replaying([3, 14, 15, 9, 26, 5]));

describe('the bank-transfer reference (issue 31: the statement import matches the deposit by it)', () => {
  it('is 7 characters without look-alikes (no 0, O, 1, I, L, U), the last a check character', () => {
    expect(reference).toHaveLength(TRANSFER_REFERENCE_LENGTH);
    expect(reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{7}$/u);
    expect(TRANSFER_REFERENCE_ALPHABET).not.toMatch(/[01OILU]/u);
    expect(isTransferReference(reference)).toBe(true);
  });

  it('draws only from the random source it is given (the domain reads no randomness)', () => {
    expect(newTransferReference(replaying([3, 14, 15, 9, 26, 5]))).toBe(reference);
    expect(newTransferReference(replaying([0]))).toMatch(/^2{6}/u);
    expect(() => newTransferReference(() => 30)).toThrow(RangeError);
    expect(() => newTransferReference(() => 0.5)).toThrow(RangeError);
  });

  it('is recognised in a memo or depositor text whatever the case, spaces, hyphens or width', () => {
    const spaced = `${reference.slice(0, 3).toLowerCase()} ${reference.slice(3, 5)}-${reference.slice(5)}`;
    expect(transferReferencesIn(`홍길동 ${spaced}`)).toEqual([reference]);
    expect(transferReferencesIn(`홍길동${reference}`)).toEqual([reference]);
    const fullWidth = [...reference]
      .map((character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0))
      .join('');
    expect(transferReferencesIn(`정기기부 ${fullWidth}`)).toEqual([reference]);
    expect(mentionsTransferReference(`11월 정기 ${reference.toLowerCase()}`, reference)).toBe(true);
    expect(mentionsTransferReference('홍길동', reference)).toBe(false);
  });

  it('is not found in text without one', () => {
    expect(transferReferencesIn('')).toEqual([]);
    expect(transferReferencesIn('홍길동 장학금')).toEqual([]);
    expect(isTransferReference(`${reference}2`)).toBe(false);
    expect(isTransferReference(reference.slice(1))).toBe(false);
  });

  it('property: what is generated is recognised, alone and inside a memo (round trip)', () => {
    fc.assert(
      fc.property(randomDraws, fc.string({ maxLength: 8 }), (draws, around) => {
        const generated = newTransferReference(replaying(draws));
        expect(isTransferReference(generated)).toBe(true);
        expect(isTransferReference(generated.toLowerCase())).toBe(true);
        expect(mentionsTransferReference(`${around} ${generated} ${around}`, generated)).toBe(true);
      }),
    );
  });

  it('property: a one-character typo is detected', () => {
    fc.assert(
      fc.property(
        randomDraws,
        fc.nat({ max: TRANSFER_REFERENCE_LENGTH - 1 }),
        fc.constantFrom(...'23456789ABCDEFGHJKMNPQRSTVWXYZ01OILU'),
        (draws, position, typed) => {
          const generated = newTransferReference(replaying(draws));
          fc.pre(generated[position] !== typed);
          const mistyped = generated.slice(0, position) + typed + generated.slice(position + 1);
          expect(isTransferReference(mistyped)).toBe(false);
        },
      ),
    );
  });

  it('property: swapping two different neighbours is detected', () => {
    fc.assert(
      fc.property(
        randomDraws,
        fc.nat({ max: TRANSFER_REFERENCE_LENGTH - 2 }),
        (draws, position) => {
          const generated = newTransferReference(replaying(draws));
          const [first, second] = [generated[position], generated[position + 1]];
          fc.pre(first !== second);
          // Luhn mod N misses one swap of its own kind; the rest it catches.
          const swapped =
            generated.slice(0, position) + second + first + generated.slice(position + 2);
          const missed = ['2Z', 'Z2'].includes(`${first}${second}`);
          expect(isTransferReference(swapped)).toBe(missed);
        },
      ),
    );
  });
});
