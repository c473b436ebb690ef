import type { Kysely } from 'kysely';
import type {
  BatchItemOutcome,
  ReceiptBatchRecord,
  ReceiptBatchRepository,
} from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

/** Rows inserted per statement when a batch starts (SQLite allows 32,766 parameters). */
const ITEMS_PER_INSERT = 500;

const COUNTERS = { sent: 'sent', skipped: 'skipped', failed: 'failed' } as const;

export class KyselyReceiptBatchRepository implements ReceiptBatchRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async start(batch: ReceiptBatchRecord, donorIds: readonly string[]): Promise<boolean> {
    const result = await this.db
      .insertInto('receiptBatches')
      .values(batch)
      // The partial unique index on running batches: a second start inserts nothing.
      .onConflict((conflict) =>
        conflict.column('taxYear').where('finishedAt', 'is', null).doNothing(),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
    for (let first = 0; first < donorIds.length; first += ITEMS_PER_INSERT) {
      await this.db
        .insertInto('receiptBatchItems')
        .values(
          donorIds.slice(first, first + ITEMS_PER_INSERT).map((donorId, index) => ({
            batchId: batch.id,
            donorId,
            position: first + index,
            state: 'waiting',
            note: null,
          })),
        )
        .execute();
    }
    return true;
  }

  async find(batchId: string): Promise<ReceiptBatchRecord | null> {
    const row = await this.db
      .selectFrom('receiptBatches')
      .selectAll()
      .where('id', '=', batchId)
      .executeTakeFirst();
    return row ?? null;
  }

  async running(): Promise<ReceiptBatchRecord[]> {
    return this.db
      .selectFrom('receiptBatches')
      .selectAll()
      .where('finishedAt', 'is', null)
      .orderBy('startedAt')
      .execute();
  }

  async latest(taxYear: number): Promise<ReceiptBatchRecord | null> {
    const row = await this.db
      .selectFrom('receiptBatches')
      .selectAll()
      .where('taxYear', '=', taxYear)
      .orderBy('startedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  async takeOver(batchId: string, staleBefore: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('receiptBatches')
      .set({ heartbeatAt: at })
      .where('id', '=', batchId)
      .where('finishedAt', 'is', null)
      .where('heartbeatAt', '<', staleBefore)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.db
      .updateTable('receiptBatchItems')
      .set({ state: 'waiting' })
      .where('batchId', '=', batchId)
      .where('state', '=', 'sending')
      .execute();
    return true;
  }

  async claimNext(batchId: string, at: string): Promise<string | null> {
    // One statement: the next waiting donor is marked as being sent to and returned; a runner
    // that lost the race to the same row updates nothing (its state is no longer 'waiting').
    const row = await this.db
      .updateTable('receiptBatchItems')
      .set({ state: 'sending' })
      .where('batchId', '=', batchId)
      .where('state', '=', 'waiting')
      .where('donorId', '=', (eb) =>
        eb
          .selectFrom('receiptBatchItems')
          .select('donorId')
          .where('batchId', '=', batchId)
          .where('state', '=', 'waiting')
          .orderBy('position')
          .limit(1),
      )
      .returning('donorId')
      .executeTakeFirst();
    await this.db
      .updateTable('receiptBatches')
      .set({ heartbeatAt: at })
      .where('id', '=', batchId)
      .execute();
    return row?.donorId ?? null;
  }

  async settle(
    batchId: string,
    donorId: string,
    outcome: BatchItemOutcome,
    note: string | null,
    at: string,
  ): Promise<void> {
    const counter = COUNTERS[outcome];
    await this.db
      .updateTable('receiptBatchItems')
      .set({ state: outcome, note })
      .where('batchId', '=', batchId)
      .where('donorId', '=', donorId)
      .execute();
    await this.db
      .updateTable('receiptBatches')
      .set((eb) => ({ [counter]: eb(counter, '+', 1), heartbeatAt: at }))
      .where('id', '=', batchId)
      .execute();
  }

  async finish(batchId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('receiptBatches')
      .set({ finishedAt: at, heartbeatAt: at })
      .where('id', '=', batchId)
      .where('finishedAt', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('receiptBatchItems')
              .select('donorId')
              .where('batchId', '=', batchId)
              .where('state', 'in', ['waiting', 'sending']),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async problems(
    batchId: string,
    limit: number,
  ): Promise<{ donorId: string; donorName: string; note: string; failed: boolean }[]> {
    const rows = await this.db
      .selectFrom('receiptBatchItems as i')
      .innerJoin('donors as o', 'o.id', 'i.donorId')
      .select(['i.donorId', 'o.name as donorName', 'i.note', 'i.state'])
      .where('i.batchId', '=', batchId)
      .where('i.state', 'in', ['skipped', 'failed'])
      .orderBy('i.position')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      donorId: row.donorId,
      donorName: row.donorName,
      note: row.note ?? '',
      failed: row.state === 'failed',
    }));
  }
}
