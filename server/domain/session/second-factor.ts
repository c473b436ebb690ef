import { TOTP } from 'otpauth';
import type { ThrottleSchedule } from '../shared/attempt-throttle';

/**
 * The administrators' second factor (issue 12, 개인정보의 안전성 확보조치 기준 §6): TOTP as RFC
 * 6238 describes it with the parameters every authenticator app takes by default (SHA-1, six
 * digits, 30-second steps), one step either side of now accepted for clocks that drift, and a
 * step accepted once: the server keeps the last accepted step of each administrator and takes
 * only a later one.
 */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted before and after the current one. */
export const TOTP_WINDOW = 1;
/** Random bytes of a new secret (RFC 4226's recommended 160 bits). */
export const TOTP_SECRET_BYTES = 20;

/** The ticket between the password and the code lives five minutes and is used once. */
export const SECOND_FACTOR_TICKET_TTL_MS = 5 * 60 * 1000;

/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

const MINUTE = 60 * 1000;

/** Wrong codes: five per administrator, then the next waits ten minutes (a right one clears). */
export const SECOND_FACTOR_CODES: ThrottleSchedule = {
  freeAttempts: 5,
  delaysMs: [10 * MINUTE],
  forgetAfterMs: 10 * MINUTE,
};

/** The time step of an instant (RFC 6238's T). */
export function timeStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

function totpOf(secretBase32: string): TOTP {
  return new TOTP({
    secret: secretBase32,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The code of a secret (base32) at an instant. */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, within one step of `at`; null when it is none of them. The
 * caller still has to accept the step only once (after the last accepted one).
 */
export function matchingTimeStep(secretBase32: string, code: string, at: Date): number | null {
  if (!isTotpCode(code)) return null;
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : timeStepAt(at) + delta;
}

/** Whether a step may be accepted after `lastAccepted` (null: none accepted yet). */
export function isLaterStep(step: number, lastAccepted: number | null): boolean {
  return lastAccepted === null || step > lastAccepted;
}

export function isTotpCode(code: string): boolean {
  return /^[0-9]{6}$/u.test(code);
}

/**
 * A recovery code as shown: twelve digits in groups of four (`1234-5678-9012`). What is typed is
 * read without spaces and hyphens; null when it is not twelve digits.
 */
export function normalizedRecoveryCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/gu, '');
  return /^[0-9]{12}$/u.test(digits) ? digits : null;
}

export function displayedRecoveryCode(digits: string): string {
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}`;
}

/** The otpauth:// address an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUrlOf(secretBase32: string, issuer: string, accountName: string): string {
  return new TOTP({
    issuer,
    label: accountName,
    secret: secretBase32,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}
