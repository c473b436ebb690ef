export type { ReceiptIssuer } from './receipt';
