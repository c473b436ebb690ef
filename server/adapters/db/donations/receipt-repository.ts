import type { Kysely } from 'kysely';
import type {
  ReceiptDelivery,
  ReceiptRecord,
  ReceiptRepository,
  RegisterRow,
} from '../../../application/donations/ports';
import { parseReceiptSerial } from '../../../../src/domain/donations/receipt';
import type {
  AmountsByCode,
  ReceiptChannel,
} from '../../../../src/domain/donations/receipt-register';
import type { DonorKind } from '../../../../src/domain/donations/records';
import { likeEscaped, likeLower } from '../shared/like';
import { countRows } from '../shared/rows';
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

  async countIssue(
    id: string,
    at: string,
    totalAmount: number,
    amounts: AmountsByCode,
  ): Promise<void> {
    await this.db
      .updateTable('donationReceipts')
      .set((eb) => ({
        issueCount: eb('issueCount', '+', 1),
        lastIssuedAt: at,
        totalAmount,
        specialAmount: amounts.special,
        generalAmount: amounts.general,
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

  async find(id: string): Promise<ReceiptRecord | null> {
    const row = await this.db
      .selectFrom('donationReceipts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, totalAmount: Number(row.totalAmount) } : null;
  }

  async cancel(id: string, at: string, reason: string, by: string): Promise<boolean> {
    const result = await this.db
      .updateTable('donationReceipts')
      .set({ cancelledAt: at, cancelReason: reason, cancelledBy: by })
      .where('id', '=', id)
      .where('cancelledAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async register(query: {
    readonly taxYear: number;
    readonly words: readonly string[];
    readonly page: number;
    readonly size: number;
  }): Promise<{ items: RegisterRow[]; total: number }> {
    let matching = this.db
      .selectFrom('donationReceipts as r')
      .innerJoin('donors as o', 'o.id', 'r.donorId')
      .where('r.taxYear', '=', query.taxYear);
    for (const word of query.words) {
      const serial = parseReceiptSerial(word);
      matching = serial
        ? matching.where('r.serialYear', '=', serial.year).where('r.sequence', '=', serial.sequence)
        : matching.where(likeLower('o.name', `%${likeEscaped(word)}%`));
    }
    const [total, rows] = await Promise.all([
      countRows(matching),
      this.registerRows()
        .where('r.id', 'in', matching.select('r.id'))
        .orderBy('r.serialYear')
        .orderBy('r.sequence')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
    ]);
    return { items: rows.map(registerRowOf), total };
  }

  async registerOfYear(taxYear: number): Promise<RegisterRow[]> {
    const rows = await this.registerRows()
      .where('r.taxYear', '=', taxYear)
      .orderBy('r.serialYear')
      .orderBy('r.sequence')
      .execute();
    return rows.map(registerRowOf);
  }

  private registerRows() {
    return this.db
      .selectFrom('donationReceipts as r')
      .innerJoin('donors as o', 'o.id', 'r.donorId')
      .selectAll('r')
      .select((eb) => [
        'o.name as donorName',
        'o.kind as donorKind',
        'o.memberId',
        'o.businessNumber',
        'o.residentNumberMasked',
        eb
          .selectFrom('receiptDeliveries as d')
          .select('d.channel')
          .whereRef('d.receiptId', '=', 'r.id')
          .orderBy('d.at', 'desc')
          .limit(1)
          .as('lastChannel'),
      ]);
  }
}

function registerRowOf(row: {
  [key: string]: unknown;
  id: string;
  serialYear: number;
  sequence: number;
  donorId: string;
  scopeKey: string;
  taxYear: number;
  totalAmount: number | string;
  issuedAt: string;
  issueCount: number;
  lastIssuedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  specialAmount: number | string;
  generalAmount: number | string;
  donorName: string;
  donorKind: string;
  memberId: string | null;
  businessNumber: string | null;
  residentNumberMasked: string | null;
  lastChannel: string | null;
}): RegisterRow {
  return {
    id: row.id,
    serialYear: row.serialYear,
    sequence: row.sequence,
    donorId: row.donorId,
    scopeKey: row.scopeKey,
    taxYear: row.taxYear,
    totalAmount: Number(row.totalAmount),
    issuedAt: row.issuedAt,
    issueCount: row.issueCount,
    lastIssuedAt: row.lastIssuedAt,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    donorName: row.donorName,
    donorKind: row.donorKind as DonorKind,
    memberId: row.memberId,
    businessNumber: row.businessNumber,
    residentNumberOnFile: row.residentNumberMasked !== null,
    amounts: { special: Number(row.specialAmount), general: Number(row.generalAmount) },
    lastChannel: row.lastChannel as ReceiptChannel | null,
  };
}
