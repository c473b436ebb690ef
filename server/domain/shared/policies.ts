/** The server's numbers, each a rule from the issue or DESIGN section 4. */

/** Access tokens live 60 minutes. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A sign-in's refresh tokens work for 14 days from sign-in, however often they rotate. */
export const REFRESH_FAMILY_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * E-mail codes: 6 digits, 10 minutes, 5 attempts (one mail a minute per address and purpose:
 * attempt-throttle.ts).
 */
export const AUTH_CODE_TTL_MS = 10 * 60 * 1000;
export const AUTH_CODE_ATTEMPTS = 5;
/** Password-reset tokens: one use, 30 minutes. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** Failed sign-ins, wrong current passwords and code mails: throttled, see attempt-throttle.ts. */
/** Profile images are smaller than other files: 5 MiB, the rule the SPA checks before sending. */
export { PROFILE_IMAGE_MAX_BYTES } from '../../../src/domain/files';
/**
 * A profile image uploaded before sign-up belongs to nobody until a sign-up claims it; one that
 * no sign-up claimed within a day is deleted (and can no longer be claimed).
 */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Visitors (not signed in) may upload that many profile images an hour from one address. */
export const VISITOR_UPLOADS_PER_HOUR = 10;

/**
 * Versions of the texts members agree to; a new text gets a new version. They live in the shared
 * domain, so that the sign-up screen shows the text of the version the server records.
 */
export { CONSENT_VERSIONS } from '../../../src/domain/accounts';
