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
