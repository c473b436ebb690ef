/** The content's numbers on the server. */

/** Photos processed at once: one, so that photo work takes one worker thread of the process. */
export const PHOTO_JOBS_AT_ONCE = 1;
/**
 * Photos that may wait for it (an album's upload sends a few at a time); one more is told to
 * try again shortly.
 */
export const PHOTO_JOBS_WAITING = 8;
/**
 * How long a processed photo may stay unused (in no album, no notice or page, no company's logo)
 * before the hourly maintenance deletes it and its files: a day, so that an editor left open, or
 * a member who uploads a logo and finishes the listing later, keeps what they uploaded.
 */
export const UNUSED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** Unused photos deleted in one pass at most (the next pass takes the rest). */
export const UNUSED_PHOTOS_PER_PASS = 200;
