import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMobilePhone } from '../../../../src/domain/shared/validation/mobile-phone';
import { expectInvalid, expectValid } from './expect-result';

const digitString = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`, 'u'));

/** Valid numbers as [prefix, middle, last]: 010 with 4+4 digits, 011/016–019 with 3 or 4 + 4. */
const mobileNumber = fc.oneof(
  fc.tuple(fc.constant('010'), digitString(4), digitString(4)),
  fc.tuple(
    fc.constantFrom('011', '016', '017', '018', '019'),
    fc.oneof(digitString(3), digitString(4)),
    digitString(4),
  ),
);
const separator = fc.constantFrom('', '-', ' ', '.', ' - ');

describe('mobile-phone', () => {
  it('accepts 010 with eight more digits', () => {
    expectValid(validateMobilePhone('010-1234-5678'), '010-1234-5678');
    expectValid(validateMobilePhone('01012345678'), '010-1234-5678');
  });

  it('refuses 010 with seven or nine more digits', () => {
    expectInvalid(validateMobilePhone('010-123-4567'), 'mobile.format');
    expectInvalid(validateMobilePhone('0101234567'), 'mobile.format');
    expectInvalid(validateMobilePhone('010123456789'), 'mobile.format');
  });

  it('accepts 011, 016, 017, 018 and 019 with seven or eight more digits', () => {
    for (const prefix of ['011', '016', '017', '018', '019']) {
      expectValid(validateMobilePhone(`${prefix}1234567`), `${prefix}-123-4567`);
      expectValid(validateMobilePhone(`${prefix}12345678`), `${prefix}-1234-5678`);
    }
  });

  it('refuses 011–019 numbers with six or nine more digits', () => {
    expectInvalid(validateMobilePhone('011123456'), 'mobile.format');
    expectInvalid(validateMobilePhone('011123456789'), 'mobile.format');
  });

  it('refuses other prefixes, landlines and internet phones', () => {
    for (const number of [
      '012-1234-5678',
      '013-1234-5678',
      '014-1234-5678',
      '015-1234-5678',
      '02-123-4567',
      '031-123-4567',
      '070-1234-5678',
      '1588-1234',
    ]) {
      expectInvalid(validateMobilePhone(number), 'mobile.format');
    }
  });

  it('ignores spaces, hyphens, dots and parentheses', () => {
    for (const typed of [
      '010 1234 5678',
      '010.1234.5678',
      '(010) 1234-5678',
      '010-1234 5678',
      '  010-1234-5678  ',
    ]) {
      expectValid(validateMobilePhone(typed), '010-1234-5678');
    }
  });

  it('accepts the international forms +82 10-… and 82-10-…', () => {
    for (const typed of [
      '+82 10-1234-5678',
      '+82-10-1234-5678',
      '+821012345678',
      '82-10-1234-5678',
    ]) {
      expectValid(validateMobilePhone(typed), '010-1234-5678');
    }
    expectValid(validateMobilePhone('+82 11-123-4567'), '011-123-4567');
  });

  it('accepts the international forms that keep the leading 0: +82 010-… and +82 (0)10-…', () => {
    expectValid(validateMobilePhone('+82 010-1234-5678'), '010-1234-5678');
    expectValid(validateMobilePhone('+82 (0)10-1234-5678'), '010-1234-5678');
    expectValid(validateMobilePhone('82-010-1234-5678'), '010-1234-5678');
  });

  it('refuses letters and other characters', () => {
    expectInvalid(validateMobilePhone('010-1234-567O'), 'mobile.format');
    expectInvalid(validateMobilePhone('010/1234/5678'), 'mobile.format');
    expectInvalid(validateMobilePhone('+1 010-1234-5678'), 'mobile.format');
    expectInvalid(validateMobilePhone('０１０-1234-5678'), 'mobile.format');
  });

  it('refuses an empty number', () => {
    expectInvalid(validateMobilePhone(''), 'mobile.required');
    expectInvalid(validateMobilePhone(' - ( ) '), 'mobile.required');
  });

  it('writes every valid number with hyphens, however it was typed', () => {
    const international = fc.constantFrom('', '+82 ', '+82-', '82-', '+82');
    fc.assert(
      fc.property(
        mobileNumber,
        international,
        separator,
        separator,
        fc.boolean(),
        ([prefix, middle, last], country, sep1, sep2, parenthesised) => {
          const shownPrefix = country ? prefix.slice(1) : prefix;
          const head = parenthesised ? `(${shownPrefix})` : shownPrefix;
          const typed = `${country}${head}${sep1}${middle}${sep2}${last}`;
          expectValid(validateMobilePhone(typed), `${prefix}-${middle}-${last}`);
        },
      ),
    );
  });

  it('re-validates a validated number to itself', () => {
    fc.assert(
      fc.property(mobileNumber, separator, ([prefix, middle, last], sep) => {
        const first = validateMobilePhone(`${prefix}${sep}${middle}${sep}${last}`);
        expect(first.ok).toBe(true);
        if (first.ok) expectValid(validateMobilePhone(first.value), first.value);
      }),
    );
  });
});
