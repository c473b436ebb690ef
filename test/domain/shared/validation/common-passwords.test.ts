import { describe, expect, it } from 'vitest';
import {
  COMMON_BASE_WORDS,
  COMMON_PASSWORDS,
} from '../../../../src/domain/shared/validation/common-passwords';
import { PASSWORD_MIN_LENGTH } from '../../../../src/domain/shared/validation/password';

describe('common-passwords', () => {
  it('lists the passwords at the top of breached-password lists', () => {
    for (const common of ['password', '12345678', 'qwerty123', 'iloveyou', '1q2w3e4r']) {
      expect(COMMON_PASSWORDS.has(common), common).toBe(true);
    }
  });

  it('lists Korean favourites: keyboard walks and "사랑해" typed on an English keyboard', () => {
    for (const common of ['qwer1234', '1qaz2wsx', 'tkfkdgo1', 'saranghae', 'dkssudgktpdy']) {
      expect(COMMON_PASSWORDS.has(common), common).toBe(true);
    }
  });

  it('holds only entries of 8 characters or more, since shorter ones fail the length rule first', () => {
    for (const common of COMMON_PASSWORDS) {
      expect([...common].length, common).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    }
  });

  it('stores entries in lowercase, as passwords are compared lowercased', () => {
    for (const entry of [...COMMON_PASSWORDS, ...COMMON_BASE_WORDS]) {
      expect(entry, entry).toBe(entry.toLowerCase());
    }
  });

  it('lists the base words behind the usual variations ("password2024!", "sarang123")', () => {
    for (const word of ['password', 'sarang', 'qwerty', 'korea', 'alumni']) {
      expect(COMMON_BASE_WORDS.has(word), word).toBe(true);
    }
  });
});
