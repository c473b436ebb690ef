import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  invalid,
  valid,
} from '../../../../src/domain/shared/validation/validation-result';

describe('validation-result', () => {
  it('builds a successful result carrying the normalised value', () => {
    expect(valid('010-1234-5678')).toEqual({ ok: true, value: '010-1234-5678' });
  });

  it('builds a refusal carrying the rule code and the message', () => {
    expect(invalid('email.format', '이메일 주소 형식이 올바르지 않습니다.')).toEqual({
      ok: false,
      code: 'email.format',
      message: '이메일 주소 형식이 올바르지 않습니다.',
    });
  });

  describe('digitsOnly', () => {
    it('removes the spaces, hyphens and dots people type around numbers', () => {
      expect(digitsOnly('124-81-00998')).toBe('1248100998');
      expect(digitsOnly('900101 1234568')).toBe('9001011234568');
      expect(digitsOnly('124.81.00998')).toBe('1248100998');
      expect(digitsOnly(' 12\t34\n56 ')).toBe('123456');
    });

    it('keeps every other character, so that callers can refuse it', () => {
      expect(digitsOnly('12a-3')).toBe('12a3');
      expect(digitsOnly('(124)81/00998')).toBe('(124)81/00998');
    });

    it('returns an empty string for separators only', () => {
      expect(digitsOnly(' - . ')).toBe('');
    });

    it('recovers the digits whatever separators are put between them', () => {
      const separator = fc.constantFrom(' ', '-', '.', '\t');
      const digitWithSeparators = fc.tuple(
        fc.stringMatching(/^\d$/),
        fc.array(separator, { maxLength: 3 }),
      );
      fc.assert(
        fc.property(fc.array(digitWithSeparators, { maxLength: 20 }), (pieces) => {
          const digits = pieces.map(([digit]) => digit).join('');
          const typed = pieces.map(([digit, seps]) => digit + seps.join('')).join('');
          expect(digitsOnly(typed)).toBe(digits);
        }),
      );
    });

    it('never leaves a space, hyphen or dot behind', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => {
          expect(digitsOnly(text)).not.toMatch(/[\s.-]/u);
        }),
      );
    });
  });
});
