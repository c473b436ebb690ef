import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isReservedUserId,
  maskUserId,
  validateUserId,
} from '../../../../src/domain/shared/validation/user-id';
import { expectInvalid, expectValid } from './expect-result';

/**
 * Ids that are valid by construction: a letter, then letters, digits and underscores, ending in a
 * digit (no reserved id contains a digit), 4–20 characters in all.
 */
const validUserId = fc.stringMatching(/^[a-z][a-z0-9_]{2,18}[0-9]$/);

describe('user-id', () => {
  describe('validateUserId', () => {
    it('accepts lowercase letters, digits and underscores starting with a letter', () => {
      expectValid(validateUserId('hong123'), 'hong123');
      expectValid(validateUserId('hong_gd_1985'), 'hong_gd_1985');
    });

    it('folds uppercase to lowercase, so "Hong123" and "hong123" are one id', () => {
      expectValid(validateUserId('Hong123'), 'hong123');
      expectValid(validateUserId('HONG123'), 'hong123');
    });

    it('removes surrounding spaces', () => {
      expectValid(validateUserId('  hong123  '), 'hong123');
    });

    it('refuses an empty id', () => {
      expectInvalid(validateUserId(''), 'userId.required');
      expectInvalid(validateUserId('   '), 'userId.required');
    });

    it('refuses ids shorter than 4 characters', () => {
      expectInvalid(validateUserId('hon'), 'userId.length');
      expectInvalid(validateUserId('a'), 'userId.length');
    });

    it('accepts ids of exactly 4 and exactly 20 characters', () => {
      expectValid(validateUserId('hong'), 'hong');
      expectValid(validateUserId(`h${'1'.repeat(19)}`), `h${'1'.repeat(19)}`);
    });

    it('refuses ids longer than 20 characters', () => {
      expectInvalid(validateUserId(`h${'1'.repeat(20)}`), 'userId.length');
    });

    it('refuses ids that do not start with a letter', () => {
      expectInvalid(validateUserId('1hong'), 'userId.start');
      expectInvalid(validateUserId('_hong'), 'userId.start');
      expectInvalid(validateUserId('홍길동님'), 'userId.start');
    });

    it('refuses characters other than lowercase letters, digits and underscores', () => {
      expectInvalid(validateUserId('hong-gd'), 'userId.characters');
      expectInvalid(validateUserId('hong.gd'), 'userId.characters');
      expectInvalid(validateUserId('hong gd'), 'userId.characters');
      expectInvalid(validateUserId('hong@gd'), 'userId.characters');
      expectInvalid(validateUserId('hong길동'), 'userId.characters');
    });

    it('refuses ids reserved for the association and its staff, in any case', () => {
      for (const id of ['admin', 'Admin', 'ROOT', 'webmaster', 'alumni', 'no_reply', 'president']) {
        expectInvalid(validateUserId(id), 'userId.reserved');
      }
    });

    it('accepts every well-formed id, lowercased and trimmed, whatever its case and padding', () => {
      const casing = fc.array(fc.boolean(), { minLength: 20, maxLength: 20 });
      const padding = fc.constantFrom('', ' ', '  ', '\t');
      fc.assert(
        fc.property(validUserId, casing, padding, padding, (id, upper, before, after) => {
          const typed = [...id].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          expectValid(validateUserId(`${before}${typed}${after}`), id);
        }),
      );
    });

    it('re-validates a validated id to itself', () => {
      fc.assert(
        fc.property(validUserId, (id) => {
          const first = validateUserId(` ${id.toUpperCase()} `);
          expect(first.ok).toBe(true);
          if (first.ok) expectValid(validateUserId(first.value), first.value);
        }),
      );
    });
  });

  describe('isReservedUserId', () => {
    it('recognises reserved ids whatever their case', () => {
      expect(isReservedUserId('admin')).toBe(true);
      expect(isReservedUserId('ADMIN')).toBe(true);
      expect(isReservedUserId('Secretary')).toBe(true);
    });

    it('reserves only the exact words, not ids that contain them', () => {
      expect(isReservedUserId('admin1')).toBe(false);
      expect(isReservedUserId('hong123')).toBe(false);
    });
  });

  describe('maskUserId', () => {
    it('keeps the first two and last two characters of longer ids (ho***23)', () => {
      expect(maskUserId('hong123')).toBe('ho***23');
      expect(maskUserId('hong12')).toBe('ho**12');
    });

    it('keeps only the first character of ids of five characters or fewer (h****)', () => {
      expect(maskUserId('hongg')).toBe('h****');
      expect(maskUserId('hong')).toBe('h***');
    });

    it('keeps the length of every valid id', () => {
      fc.assert(
        fc.property(validUserId, (id) => {
          expect(maskUserId(id)).toHaveLength(id.length);
        }),
      );
    });

    it('hides everything but the kept characters', () => {
      fc.assert(
        fc.property(validUserId, (id) => {
          const masked = maskUserId(id);
          if (id.length <= 5) {
            expect(masked).toBe(id.slice(0, 1) + '*'.repeat(id.length - 1));
          } else {
            expect(masked).toBe(id.slice(0, 2) + '*'.repeat(id.length - 4) + id.slice(-2));
          }
        }),
      );
    });
  });
});
