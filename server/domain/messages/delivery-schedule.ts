/**
 * When a message that could not be delivered is tried again (issue 32, item 1): soon at first,
 * then further apart, so that a relay down for a day loses nothing and a relay that refuses one
 * address is not hammered. After the last wait the message is given up as failed and shown to
 * the office, who may send it again.
 */
export const DELIVERY_RETRY_WAITS_SECONDS = [
  30,
  60,
  2 * 60,
  5 * 60,
  15 * 60,
  30 * 60,
  60 * 60,
  2 * 60 * 60,
  4 * 60 * 60,
  8 * 60 * 60,
  12 * 60 * 60,
] as const;

/** Attempts in all before a message is given up: the first and one per wait. */
export const DELIVERY_ATTEMPTS = DELIVERY_RETRY_WAITS_SECONDS.length + 1;

/**
 * What follows a failed attempt: the instant of the next (`attempts` made so far, this one
 * included), or null when the message is given up.
 */
export function nextDeliveryAttempt(attempts: number, failedAt: Date): Date | null {
  const wait = DELIVERY_RETRY_WAITS_SECONDS[attempts - 1];
  return wait === undefined ? null : new Date(failedAt.getTime() + wait * 1000);
}

/** How long one attempt holds its message: another instance takes it over after that. */
export const DELIVERY_CLAIM_SECONDS = 5 * 60;

/**
 * How long the request that wrote a message waits for its first attempt: a relay that is up
 * answers in milliseconds, so the member's code is on its way when the page answers; a relay
 * that hangs does not hold the page (the attempt goes on behind it).
 */
export const MAIL_FIRST_ATTEMPT_WAIT_MS = 2_000;
