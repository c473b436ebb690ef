import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { paymentsMigration } from './migrations/0026-payments';
import { KyselyPaymentOrderRepository } from './payment-order-repository';

export type { PaymentOrdersTable, SandboxPaymentRecordsTable } from './tables';
export { KyselySandboxPaymentStore } from './sandbox-payment-store';

/** The payments feature's repositories, over a database or a transaction. */
export function paymentsRepositories(db: Kysely<Tables>) {
  return { paymentOrders: new KyselyPaymentOrderRepository(db) };
}

/** The payments feature's migrations (server/features.ts). */
export function paymentsMigrations(): Record<string, Migration> {
  return { '0026-payments': paymentsMigration() };
}
