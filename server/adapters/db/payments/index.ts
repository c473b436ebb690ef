import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { paymentsMigration } from './migrations/0026-payments';
import { pledgesMigration } from './migrations/0028-pledges';
import { paymentsEventFeesMigration } from './migrations/0034-payments-event-fees';
import type { SqlDialect } from '../shared/dialect';
import { KyselyPledgeRepository } from './pledge-repository';
import { KyselyPaymentOrderRepository } from './payment-order-repository';

export type {
  PaymentOrdersTable,
  PledgeChargesTable,
  PledgesTable,
  SandboxPaymentRecordsTable,
} from './tables';
export { KyselySandboxPaymentStore } from './sandbox-payment-store';

/** The payments feature's repositories, over a database or a transaction. */
export function paymentsRepositories(db: Kysely<Tables>) {
  return {
    paymentOrders: new KyselyPaymentOrderRepository(db),
    pledges: new KyselyPledgeRepository(db),
  };
}

/** The payments feature's migrations (server/features.ts). */
export function paymentsMigrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0026-payments': paymentsMigration(),
    '0028-pledges': pledgesMigration(),
    '0034-payments-event-fees': paymentsEventFeesMigration(dialect),
  };
}
