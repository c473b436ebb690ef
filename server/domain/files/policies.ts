/** The files' numbers, each a rule from the issue or DESIGN section 4. */

/** Profile images are smaller than other files: 5 MiB, the rule the SPA checks before sending. */
export { PROFILE_IMAGE_MAX_BYTES } from '../../../src/domain/files';
/**
 * A profile image uploaded before sign-up belongs to nobody until a sign-up claims it; one that
 * no sign-up claimed within a day is deleted (and can no longer be claimed).
 */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Visitors (not signed in) may upload that many profile images an hour from one address. */
export const VISITOR_UPLOADS_PER_HOUR = 10;
