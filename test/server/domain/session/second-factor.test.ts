import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  displayedRecoveryCode,
  isLaterStep,
  matchingTimeStep,
  normalizedRecoveryCode,
  otpauthUrlOf,
  timeStepAt,
  totpCodeAt,
} from '../../../../server/domain/session';

const SECRET = new Secret({ size: 20 }).base32;
const AT = new Date('2026-11-23T12:00:10.000Z');
const STEP = timeStepAt(AT);
const codeOfStep = (step: number) => totpCodeAt(SECRET, new Date(step * 30_000));

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC test vector for SHA-1 (59 s → 94287082, six digits 287082)', () => {
    const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
    expect(totpCodeAt(rfcSecret, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(rfcSecret, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts the current step and one either side, and says which step the code was', () => {
    expect(matchingTimeStep(SECRET, codeOfStep(STEP), AT)).toBe(STEP);
    expect(matchingTimeStep(SECRET, codeOfStep(STEP - 1), AT)).toBe(STEP - 1);
    expect(matchingTimeStep(SECRET, codeOfStep(STEP + 1), AT)).toBe(STEP + 1);
  });

  it('refuses codes two steps away, of another secret, or not six digits', () => {
    expect(matchingTimeStep(SECRET, codeOfStep(STEP - 2), AT)).toBeNull();
    expect(matchingTimeStep(SECRET, codeOfStep(STEP + 2), AT)).toBeNull();
    const other = new Secret({ size: 20 }).base32;
    const otherCode = totpCodeAt(other, AT);
    if (![STEP - 1, STEP, STEP + 1].some((step) => codeOfStep(step) === otherCode)) {
      expect(matchingTimeStep(SECRET, otherCode, AT)).toBeNull();
    }
    expect(matchingTimeStep(SECRET, `${codeOfStep(STEP)}0`, AT)).toBeNull();
    expect(matchingTimeStep(SECRET, ` ${codeOfStep(STEP)}`, AT)).toBeNull();
    expect(matchingTimeStep(SECRET, '12a456', AT)).toBeNull();
  });

  it('matches what otpauth computes with the same parameters (what authenticator apps do)', () => {
    const app = new TOTP({ secret: SECRET, algorithm: 'SHA1', digits: 6, period: 30 });
    expect(totpCodeAt(SECRET, AT)).toBe(app.generate({ timestamp: AT.getTime() }));
  });

  it('takes a step only after the last accepted one: the same code twice is refused', () => {
    expect(isLaterStep(STEP, null)).toBe(true);
    expect(isLaterStep(STEP, STEP - 1)).toBe(true);
    expect(isLaterStep(STEP, STEP)).toBe(false);
    // The code before a used one is refused too, though the window still covers it.
    expect(isLaterStep(STEP - 1, STEP)).toBe(false);
  });
});

describe('recovery codes', () => {
  it('are shown in groups of four and read without spaces or hyphens', () => {
    expect(displayedRecoveryCode('123456789012')).toBe('1234-5678-9012');
    expect(normalizedRecoveryCode('1234-5678-9012')).toBe('123456789012');
    expect(normalizedRecoveryCode(' 1234 5678 9012 ')).toBe('123456789012');
    expect(normalizedRecoveryCode('1234-5678-901')).toBeNull();
    expect(normalizedRecoveryCode('1234-5678-901a')).toBeNull();
  });
});

describe('otpauth URL', () => {
  it('names the association as issuer and the account, with the parameters apps expect', () => {
    const url = new URL(otpauthUrlOf(SECRET, '한빛고등학교 총동문회', 'office'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/한빛고등학교 총동문회:office');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: '한빛고등학교 총동문회',
      secret: SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
