import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMON_BASE_WORDS,
  COMMON_PASSWORDS,
} from '../../../../src/domain/shared/validation/common-passwords';
import {
  characterKinds,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChecklist,
  validatePassword,
  validatePasswordConfirmation,
} from '../../../../src/domain/shared/validation/password';
import { expectInvalid, expectValid } from './expect-result';

/** A passphrase of letters and spaces (two kinds), cut to exactly `length` characters. */
function passphraseOfLength(length: number): string {
  const phrase = 'correct horse battery staple '.repeat(10).slice(0, length);
  expect([...phrase]).toHaveLength(length);
  return phrase;
}

const letters = fc.constantFrom('a', 'Z', 'q', '가', '힣', 'é', 'ж');
const digits = fc.constantFrom('0', '5', '9');
const symbols = fc.constantFrom('!', '@', ' ', '~', '😀', '·');

describe('password', () => {
  describe('validatePassword', () => {
    it('refuses an empty password', () => {
      expectInvalid(validatePassword(''), 'password.required');
    });

    it('refuses passwords shorter than 8 characters', () => {
      expectInvalid(validatePassword('rv7tid!'), 'password.tooShort');
      expect(PASSWORD_MIN_LENGTH).toBe(8);
    });

    it('accepts an 8-character password of three kinds', () => {
      expectValid(validatePassword('rvr7tid!'), 'rvr7tid!');
    });

    it('refuses every password of 1 to 7 characters, whatever it contains', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 7 }), (password) => {
          expectInvalid(validatePassword(password), 'password.tooShort');
        }),
      );
    });

    it('accepts 64-character passphrases', () => {
      const password = passphraseOfLength(64);
      expectValid(validatePassword(password), password);
    });

    it('accepts passphrases of 128 characters, the maximum', () => {
      const password = passphraseOfLength(128);
      expectValid(validatePassword(password), password);
      expect(PASSWORD_MAX_LENGTH).toBe(128);
    });

    it('refuses passwords longer than 128 characters', () => {
      expectInvalid(validatePassword(passphraseOfLength(129)), 'password.tooLong');
      fc.assert(
        fc.property(fc.string({ unit: 'binary', minLength: 129, maxLength: 300 }), (password) => {
          expectInvalid(validatePassword(password), 'password.tooLong');
        }),
      );
    });

    it('counts Unicode characters, so Hangul counts per syllable', () => {
      expectInvalid(validatePassword('동문회장학7!'), 'password.tooShort');
      expectValid(validatePassword('동문회장학금7!'), '동문회장학금7!');
    });

    it('counts a character outside the Basic Multilingual Plane once, not twice', () => {
      // 7 characters but 11 UTF-16 code units.
      expectInvalid(validatePassword('ab1😀😀😀😀'), 'password.tooShort');
      // 128 characters but 254 UTF-16 code units.
      const emojiPassword = `a1${'😀'.repeat(126)}`;
      expectValid(validatePassword(emojiPassword), emojiPassword);
      expectInvalid(validatePassword(`${emojiPassword}😀`), 'password.tooLong');
    });

    it('allows spaces and trims nothing', () => {
      expectValid(validatePassword(' river tide 7 '), ' river tide 7 ');
      expectValid(validatePassword('correct horse battery staple'), 'correct horse battery staple');
    });

    it('needs three of letters, digits and symbols for 8 or 9 characters', () => {
      expectInvalid(validatePassword('rivrtid7'), 'password.kinds');
      expectInvalid(validatePassword('rivrtide7'), 'password.kinds');
      expectInvalid(validatePassword('rivrtid!!'), 'password.kinds');
      expectValid(validatePassword('rivrtid7!'), 'rivrtid7!');
    });

    it('needs two kinds from 10 characters on', () => {
      expectValid(validatePassword('rivertide7'), 'rivertide7');
      expectValid(validatePassword('river-tide'), 'river-tide');
      expectInvalid(validatePassword('rivertides'), 'password.kinds');
      expectInvalid(validatePassword('correcthorsebatterystaple'), 'password.kinds');
      expectInvalid(validatePassword('4829175036'), 'password.kinds');
    });

    it('counts letters of any script, Hangul included', () => {
      expectInvalid(validatePassword('우리학교동문회1'), 'password.kinds');
      expectValid(validatePassword('우리학교동문회1!'), '우리학교동문회1!');
      expectValid(validatePassword('우리 학교 총동문회'), '우리 학교 총동문회');
    });

    it('refuses the most common passwords, whatever their case', () => {
      for (const common of COMMON_PASSWORDS) {
        expect(validatePassword(common).ok, common).toBe(false);
        expect(validatePassword(common.toUpperCase()).ok, common.toUpperCase()).toBe(false);
      }
    });

    it('refuses common passwords that pass the length and kind rules as common', () => {
      for (const common of ['p@ssw0rd', 'P@ssw0rd', 'qwer1234!', '1q2w3e4r5t', 'welcome123']) {
        expectInvalid(validatePassword(common), 'password.common');
      }
    });

    it('refuses a common word followed by digits and symbols ("password2024!", "sarang123!")', () => {
      for (const variant of [
        'password2024!',
        'Password2024!',
        'sarang123!',
        'SARANG123!',
        'tkfkdgo1004!',
        'iloveyou~~12',
        'alumni2024!',
        'p@ssw0rd2024',
        'qwerty 12345',
      ]) {
        expectInvalid(validatePassword(variant), 'password.common');
      }
    });

    it('refuses a common word preceded by digits and symbols ("2024password!")', () => {
      expectInvalid(validatePassword('2024password!'), 'password.common');
      expectInvalid(validatePassword('!1004sarang'), 'password.common');
    });

    it('refuses every common base word with any digit-and-symbol decoration', () => {
      const decorated = fc.constantFrom(...COMMON_BASE_WORDS).chain((word) =>
        fc.record({
          word: fc.constant(word),
          upper: fc.boolean(),
          prefix: fc.boolean(),
          digits: fc.array(digits, { minLength: Math.max(1, 9 - word.length), maxLength: 8 }),
          symbols: fc.array(fc.constantFrom('!', '@', '#', '~', '.'), {
            minLength: 1,
            maxLength: 3,
          }),
        }),
      );
      fc.assert(
        fc.property(decorated, ({ word, upper, prefix, digits, symbols }) => {
          const decoration = digits.join('') + symbols.join('');
          const shown = upper ? word.toUpperCase() : word;
          const password = prefix ? decoration + shown : shown + decoration;
          expectInvalid(validatePassword(password), 'password.common');
        }),
      );
    });

    it('refuses one character repeated', () => {
      expect(validatePassword('aaaaaaaa').ok).toBe(false);
      expect(validatePassword('!!!!!!!!!!!!').ok).toBe(false);
      expect(validatePassword('가가가가가가가가가가').ok).toBe(false);
    });

    it('refuses straight runs such as "12345678" or "abcdefgh"', () => {
      expect(validatePassword('12345678').ok).toBe(false);
      expect(validatePassword('abcdefgh').ok).toBe(false);
      expect(validatePassword('98765432').ok).toBe(false);
      // Runs that cross from one kind into another pass the kind rule and are caught as runs.
      expectInvalid(validatePassword('56789:;<=>'), 'password.common');
      expectInvalid(validatePassword('uvwxyz{|}~'), 'password.common');
      expectInvalid(validatePassword('>=<;:98765'), 'password.common');
    });

    it('refuses passwords that contain the user id, whatever the case', () => {
      expectInvalid(
        validatePassword('Hong123!river', { userId: 'hong123' }),
        'password.containsUserId',
      );
      expectInvalid(
        validatePassword('river!HONG123', { userId: ' Hong123 ' }),
        'password.containsUserId',
      );
      expectValid(validatePassword('Hong123!river', { userId: 'kim456' }), 'Hong123!river');
    });

    it('ignores user ids shorter than 3 characters', () => {
      expectValid(validatePassword('xab7!river', { userId: 'ab' }), 'xab7!river');
    });

    it('refuses control characters', () => {
      for (const control of ['\t', '\n', '\r', '\u0000', '\u001b', '\u007f', '\u0085']) {
        expectInvalid(validatePassword(`river${control}tide7`), 'password.controlCharacter');
      }
    });

    it('returns an accepted password exactly as typed', () => {
      const strong = fc
        .tuple(
          fc.array(letters, { minLength: 4, maxLength: 20 }),
          fc.array(digits, { minLength: 3, maxLength: 20 }),
          fc.array(symbols, { minLength: 3, maxLength: 20 }),
        )
        .chain(([l, d, s]) => fc.shuffledSubarray([...l, ...d, ...s], { minLength: 10 }))
        .map((characters) => characters.join(''))
        .filter((password) => characterKinds(password) >= 2);
      fc.assert(
        fc.property(strong, (password) => {
          const result = validatePassword(password);
          if (result.ok) expect(result.value).toBe(password);
          else expect(result.code).toBe('password.common');
        }),
      );
    });
  });

  describe('validatePasswordConfirmation', () => {
    it('refuses an empty confirmation', () => {
      expectInvalid(validatePasswordConfirmation('rivertide7', ''), 'passwordConfirm.required');
    });

    it('refuses a confirmation that differs from the password', () => {
      expectInvalid(
        validatePasswordConfirmation('rivertide7', 'rivertide8'),
        'passwordConfirm.mismatch',
      );
      expectInvalid(
        validatePasswordConfirmation('rivertide7', 'rivertide7 '),
        'passwordConfirm.mismatch',
      );
    });

    it('accepts a confirmation equal to the password', () => {
      expectValid(validatePasswordConfirmation('rivertide7', 'rivertide7'), 'rivertide7');
    });

    it('accepts exactly the non-empty confirmations equal to the password', () => {
      fc.assert(
        fc.property(fc.string(), fc.string({ minLength: 1 }), (password, confirmation) => {
          expect(validatePasswordConfirmation(password, confirmation).ok).toBe(
            password === confirmation,
          );
          expectValid(validatePasswordConfirmation(confirmation, confirmation), confirmation);
        }),
      );
    });
  });

  describe('characterKinds', () => {
    it('counts letters, digits and symbols that occur', () => {
      expect(characterKinds('')).toBe(0);
      expect(characterKinds('abc')).toBe(1);
      expect(characterKinds('123')).toBe(1);
      expect(characterKinds('!?')).toBe(1);
      expect(characterKinds('abc123')).toBe(2);
      expect(characterKinds('abc 123')).toBe(3);
      expect(characterKinds('a1!')).toBe(3);
    });

    it('counts Hangul as letters and spaces as symbols', () => {
      expect(characterKinds('동문회')).toBe(1);
      expect(characterKinds('동문 회')).toBe(2);
      expect(characterKinds('동문회2024')).toBe(2);
    });

    it('is always between 0 and 3', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (password) => {
          const kinds = characterKinds(password);
          expect(kinds).toBeGreaterThanOrEqual(0);
          expect(kinds).toBeLessThanOrEqual(3);
        }),
      );
    });

    it('equals the number of kinds a password is built from', () => {
      const pools = fc.subarray([letters, digits, symbols]);
      const built = pools.chain((chosen) =>
        fc
          .tuple(...chosen.map((pool) => fc.array(pool, { minLength: 1, maxLength: 5 })))
          .chain((parts) => fc.shuffledSubarray(parts.flat(), { minLength: parts.flat().length }))
          .map((characters) => ({ password: characters.join(''), kinds: chosen.length })),
      );
      fc.assert(
        fc.property(built, ({ password, kinds }) => {
          expect(characterKinds(password)).toBe(kinds);
        }),
      );
    });
  });

  describe('the checklist shown while a new password is typed', () => {
    const metRules = (password: string, userId?: string) =>
      passwordChecklist(password, { userId })
        .filter((check) => check.met)
        .map((check) => check.rule);

    it('meets nothing for an empty password', () => {
      expect(metRules('')).toEqual([]);
    });

    it('names each rule in Korean', () => {
      for (const check of passwordChecklist('x')) expect(check.label).toMatch(/[가-힣]/u);
    });

    it('ticks the rules one by one as a password grows', () => {
      expect(metRules('hxq')).toEqual(['notGuessable', 'notUserId']);
      expect(metRules('qwerty')).toEqual(['notUserId']);
      expect(metRules('hong1234!x', 'hong')).toEqual(['length', 'kinds', 'notGuessable']);
      expect(metRules('Hanbit!2026')).toEqual(['length', 'kinds', 'notGuessable', 'notUserId']);
    });

    it('is all met exactly when validatePassword accepts (printable passwords)', () => {
      const printable = fc.string({ unit: fc.constantFrom(...'aB3!가 xz9_qQ'), maxLength: 14 });
      fc.assert(
        fc.property(printable, fc.constantFrom(undefined, 'hong', 'ab'), (password, userId) => {
          const allMet = passwordChecklist(password, { userId }).every((check) => check.met);
          expect(allMet).toBe(validatePassword(password, { userId }).ok);
        }),
      );
    });
  });
});
