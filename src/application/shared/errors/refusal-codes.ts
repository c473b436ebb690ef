import { ApiError } from './api-error';

/**
 * Envelope codes of the refusals a screen answers in a way of its own, e.g. by showing the
 * message next to the field it concerns. The wire contract's error catalogue
 * (`src/contract/shared/error-codes.ts`) holds every code; a test keeps these equal to it.
 */
export const REFUSAL_CODES = {
  /** A field broke a rule the server checks (the message names the rule). */
  invalidInput: 4000,
  /** The e-mail code is not the one mailed. */
  invalidAuthCode: 4001,
  /** The e-mail code has expired, was used up, or was never asked for. */
  expiredAuthCode: 4002,
  /** The password-reset token is unknown, used or expired: recovery starts again. */
  invalidResetToken: 4003,
  /** The password typed to confirm who is acting (password change, withdrawal) is wrong. */
  wrongPassword: 4004,
  /** The id asked for on sign-up is taken (or was once used by a member who withdrew). */
  userIdTaken: 4090,
  /** A gift like one already entered: the office confirms it is a second gift. */
  likelyDuplicate: 4092,
} as const;

export type RefusalKind = keyof typeof REFUSAL_CODES;

/** Whether an error is the server's refusal of one of these kinds. */
export function isRefusal(error: unknown, ...kinds: readonly RefusalKind[]): error is ApiError {
  return error instanceof ApiError && kinds.some((kind) => REFUSAL_CODES[kind] === error.code);
}

/** A wrong, expired or used-up e-mail code: the member should look at the code field. */
export function isAuthCodeRefusal(error: unknown): error is ApiError {
  return isRefusal(error, 'invalidAuthCode', 'expiredAuthCode');
}
