/** The content's numbers on the server. */

/** Photos processed at once: one, so that photo work takes one worker thread of the process. */
export const PHOTO_JOBS_AT_ONCE = 1;
/**
 * Photos that may wait for it (an album's upload sends a few at a time); one more is told to
 * try again shortly.
 */
export const PHOTO_JOBS_WAITING = 8;
