export type { ReceiptDocument, ReceiptIssuer } from './receipt';
export type { QueuedFax } from './receipt-register';
