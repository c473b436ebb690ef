/** The session's numbers, each a rule from the issue or DESIGN section 4. */

/** Access tokens live 60 minutes. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A sign-in's refresh tokens work for 14 days from sign-in, however often they rotate. */
export const REFRESH_FAMILY_TTL_MS = 14 * 24 * 60 * 60 * 1000;
