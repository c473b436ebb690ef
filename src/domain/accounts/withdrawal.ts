/** The longest withdrawal reason kept, in characters (the chosen sentence or "기타: …"). */
export const WITHDRAWAL_REASON_MAX_LENGTH = 500;

/** The prefix of a reason the member wrote themselves. */
export const OTHER_REASON_PREFIX = '기타: ';

/**
 * The longest reason the member may write, in characters: short enough for a form, and with the
 * prefix within WITHDRAWAL_REASON_MAX_LENGTH.
 */
export const WITHDRAWAL_REASON_DETAIL_MAX_LENGTH = 300;
