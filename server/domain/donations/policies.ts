/** The donations' numbers on the server. */

/**
 * Receipts' PDFs drawn at once: one thread, so that a batch of a year's receipts takes one core
 * and leaves the others to every other request.
 */
export const RECEIPT_PDF_THREADS = 1;
/**
 * Receipts that may wait for it (a member's send waits behind at most a few; the year's batch
 * sends one at a time); one more is told to try again shortly.
 */
export const RECEIPT_PDFS_WAITING = 16;

/** Bank statements read at once (the office imports one now and then): one thread. */
export const STATEMENT_READER_THREADS = 1;
/** Statements that may wait for it; one more is told to try again shortly. */
export const STATEMENTS_WAITING = 4;

/**
 * Receipts a member sends by mail or fax in a day (Korean calendar day, reset at midnight): a
 * few, so that the send cannot be used as a relay of PDFs to strangers' mailboxes and fax
 * machines. Each send takes one count of exactly one of these, atomically in the database.
 */
export const RECEIPT_SENDS_PER_DAY = {
  /** Mails to the member's own e-mail address (proven by a code at sign-up or change). */
  ownMail: 3,
  /** Mails to any other address: one, since nothing proves the address is the member's. */
  otherMail: 1,
  /** Faxes (no number is proven to be the member's). */
  fax: 2,
} as const;

export type ReceiptSendKind = keyof typeof RECEIPT_SENDS_PER_DAY;

/** What a member is told of each kind in the refusal (with its particle). */
export const RECEIPT_SEND_KIND_NAMES: Record<ReceiptSendKind, string> = {
  ownMail: '본인 메일 주소로 보내는 영수증 메일은',
  otherMail: '다른 메일 주소로 보내는 영수증 메일은',
  fax: '영수증 팩스는',
};
