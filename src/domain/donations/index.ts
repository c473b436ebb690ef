export type { ReceiptDocument, ReceiptIssuer } from './receipt';
