import type { Kysely } from 'kysely';
import type {
  ReceiptDelivery,
  ReceiptRecord,
  ReceiptRepository,
} from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

export class KyselyReceiptRepository implements ReceiptRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async live(donorId: string, scopeKey: string): Promise<ReceiptRecord | null> {
    const row = await this.db
      .selectFrom('donationReceipts')
      .selectAll()
      .where('donorId', '=', donorId)
      .where('scopeKey', '=', scopeKey)
      .where('cancelledAt', 'is', null)
      .executeTakeFirst();
    return row ? { ...row, totalAmount: Number(row.totalAmount) } : null;
  }

  async liveScopes(donorId: string, scopeKeys: readonly string[]): Promise<Set<string>> {
    if (scopeKeys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('donationReceipts')
      .select('scopeKey')
      .where('donorId', '=', donorId)
      .where('scopeKey', 'in', [...scopeKeys])
      .where('cancelledAt', 'is', null)
      .execute();
    return new Set(rows.map((row) => row.scopeKey));
  }

  async nextSequence(year: number): Promise<number> {
    // One statement: the row is created at 1 or raised by one, and the new value returned, so
    // that two receipts issued at once never share a number.
    const row = await this.db
      .insertInto('receiptSerials')
      .values({ year, lastSequence: 1 })
      .onConflict((conflict) =>
        conflict
          .column('year')
          .doUpdateSet((eb) => ({ lastSequence: eb('receiptSerials.lastSequence', '+', 1) })),
      )
      .returning('lastSequence')
      .executeTakeFirstOrThrow();
    return Number(row.lastSequence);
  }

  async create(receipt: ReceiptRecord): Promise<boolean> {
    const result = await this.db
      .insertInto('donationReceipts')
      .values(receipt)
      // The partial unique index on live receipts: a second at once inserts nothing.
      .onConflict((conflict) =>
        conflict.columns(['donorId', 'scopeKey']).where('cancelledAt', 'is', null).doNothing(),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async countIssue(id: string, at: string, totalAmount: number): Promise<void> {
    await this.db
      .updateTable('donationReceipts')
      .set((eb) => ({
        issueCount: eb('issueCount', '+', 1),
        lastIssuedAt: at,
        totalAmount,
      }))
      .where('id', '=', id)
      .execute();
  }

  async recordDelivery(delivery: ReceiptDelivery): Promise<void> {
    await this.db
      .insertInto('receiptDeliveries')
      .values({ ...delivery, reissue: delivery.reissue ? 1 : 0 })
      .execute();
  }
}
