import type { Kysely } from 'kysely';
import type {
  SandboxBillingRecord,
  SandboxCardAuthorization,
  SandboxPaymentRecord,
  SandboxPaymentStore,
} from '../../payments/sandbox-store';
import type { Tables } from '../shared/schema';

type Kind = 'payment' | 'order' | 'authorization' | 'billingKey' | 'cancellation';

/** The fields of the sandbox's records that are instants. */
const INSTANTS = new Set(['requestedAt', 'approvedAt', 'dueDate']);

/**
 * The sandbox provider's state in the database (one table, records by kind and key as JSON), so
 * that a test payment survives a restart of `npm start` and every instance sees it, as a real
 * one at Toss would.
 */
export class KyselySandboxPaymentStore implements SandboxPaymentStore {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  async payment(paymentKey: string) {
    return this.read<SandboxPaymentRecord>('payment', paymentKey);
  }

  async paymentOfOrder(orderId: string) {
    const paymentKey = await this.read<string>('order', orderId);
    return paymentKey === null ? null : this.payment(paymentKey);
  }

  async savePayment(record: SandboxPaymentRecord) {
    await this.write('payment', record.paymentKey, record);
    await this.write('order', record.orderId, record.paymentKey);
  }

  async saveAuthorization(authorization: SandboxCardAuthorization) {
    await this.write('authorization', authorization.authKey, authorization);
  }

  async takeAuthorization(authKey: string) {
    const row = await this.db
      .deleteFrom('sandboxPaymentRecords')
      .where('kind', '=', 'authorization')
      .where('recordKey', '=', authKey)
      .returning('value')
      .executeTakeFirst();
    return row ? (revive(row.value) as SandboxCardAuthorization) : null;
  }

  async billingKey(billingKey: string) {
    return this.read<SandboxBillingRecord>('billingKey', billingKey);
  }

  async saveBillingKey(record: SandboxBillingRecord) {
    await this.write('billingKey', record.billingKey, record);
  }

  async cancelledWith(idempotencyKey: string) {
    return this.read<string>('cancellation', idempotencyKey);
  }

  async rememberCancellation(idempotencyKey: string, paymentKey: string) {
    await this.write('cancellation', idempotencyKey, paymentKey);
  }

  private async read<T>(kind: Kind, key: string): Promise<T | null> {
    const row = await this.db
      .selectFrom('sandboxPaymentRecords')
      .select('value')
      .where('kind', '=', kind)
      .where('recordKey', '=', key)
      .executeTakeFirst();
    return row ? (revive(row.value) as T) : null;
  }

  private async write(kind: Kind, key: string, value: unknown): Promise<void> {
    const row = {
      kind,
      recordKey: key,
      value: JSON.stringify(value),
      updatedAt: this.now().toISOString(),
    };
    await this.db
      .insertInto('sandboxPaymentRecords')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['kind', 'recordKey'])
          .doUpdateSet({ value: row.value, updatedAt: row.updatedAt }),
      )
      .execute();
  }
}

function revive(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) =>
    INSTANTS.has(key) && typeof value === 'string' ? new Date(value) : value,
  );
}
