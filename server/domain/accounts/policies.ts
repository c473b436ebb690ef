/** The accounts' numbers, each a rule from the issue or DESIGN section 4. */

/**
 * E-mail codes: 6 digits, 10 minutes, 5 attempts (one mail a minute per address and purpose:
 * shared/attempt-throttle.ts).
 */
export const AUTH_CODE_TTL_MS = 10 * 60 * 1000;
export const AUTH_CODE_ATTEMPTS = 5;
/** Password-reset tokens: one use, 30 minutes. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** A reset link the office mails: one use, a day (the member may read the mail later). */
export const OFFICE_PASSWORD_RESET_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Failed sign-ins, wrong current passwords and code mails: throttled, see
 * shared/attempt-throttle.ts.
 */

/**
 * Versions of the texts members agree to; a new text gets a new version. They live in the shared
 * domain, so that the sign-up screen shows the text of the version the server records.
 */
export { CONSENT_VERSIONS } from '../../../src/domain/accounts';
