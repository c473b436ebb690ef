import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  CurrentDonation,
  DonationQuery,
  DonationRecord,
  DonationRepository,
} from '../../../application/donations/ports';
import type { DonationMethod, ReceiptCode } from '../../../../src/domain/donations/donation';
import type { Tables } from '../shared/schema';

type DonationRow = Selectable<Tables['donations']> & { fundName: string };

export class KyselyDonationRepository implements DonationRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async append(record: DonationRecord): Promise<boolean> {
    const result = await this.db
      .insertInto('donations')
      .values({ ...record, voided: record.voided ? 1 : 0 })
      // `supersedes` is unique: of two corrections of one record, the second inserts nothing.
      .onConflict((conflict) => conflict.column('supersedes').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async current(donationId: string): Promise<CurrentDonation | null> {
    const row = await this.withFund().where('d.donationId', '=', donationId).executeTakeFirst();
    return row ? donationOf(row) : null;
  }

  async list(query: DonationQuery): Promise<{
    items: (CurrentDonation & { donorName: string; donorMemberId: string | null })[];
    total: number;
    totalAmount: number;
  }> {
    let matching = this.db.selectFrom('currentDonations as d');
    if (query.donorId !== undefined) matching = matching.where('d.donorId', '=', query.donorId);
    if (query.from) matching = matching.where('d.donatedOn', '>=', query.from);
    if (query.to) matching = matching.where('d.donatedOn', '<=', query.to);
    if (query.fundId) matching = matching.where('d.fundId', '=', query.fundId);
    if (query.amount !== undefined) matching = matching.where('d.amount', '=', query.amount);
    const [totals, rows] = await Promise.all([
      matching
        .select([
          (eb) => eb.fn.countAll<number | string>().as('total'),
          sql<number | string | null>`sum(d.amount)`.as('totalAmount'),
        ])
        .executeTakeFirstOrThrow(),
      matching
        .innerJoin('donationFunds as f', 'f.id', 'd.fundId')
        .innerJoin('donors as o', 'o.id', 'd.donorId')
        .selectAll('d')
        .select(['f.name as fundName', 'o.name as donorName', 'o.memberId as donorMemberId'])
        .orderBy('d.donatedOn', 'desc')
        .orderBy('d.recordedAt', 'desc')
        .orderBy('d.id')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
    ]);
    return {
      items: rows.map((row) => ({
        ...donationOf(row),
        donorName: row.donorName,
        donorMemberId: row.donorMemberId,
      })),
      // PostgreSQL counts and sums bigint as text.
      total: Number(totals.total),
      totalAmount: Number(totals.totalAmount ?? 0),
    };
  }

  async overviewOf(
    donorId: string,
  ): Promise<{ years: number[]; funds: { fundId: string; name: string }[] }> {
    const [years, funds] = await Promise.all([
      this.db
        .selectFrom('currentDonations')
        .select(sql<string>`substr(donated_on, 1, 4)`.as('year'))
        .where('donorId', '=', donorId)
        .groupBy(sql`substr(donated_on, 1, 4)`)
        .orderBy(sql`substr(donated_on, 1, 4)`, 'desc')
        .execute(),
      this.db
        .selectFrom('currentDonations as d')
        .innerJoin('donationFunds as f', 'f.id', 'd.fundId')
        .select(['f.id as fundId', 'f.name as name'])
        .where('d.donorId', '=', donorId)
        .groupBy(['f.id', 'f.name', 'f.position'])
        .orderBy('f.position')
        .execute(),
    ]);
    return { years: years.map((row) => Number(row.year)), funds };
  }

  async ofDonorBetween(donorId: string, from: string, to: string): Promise<CurrentDonation[]> {
    const rows = await this.withFund()
      .where('d.donorId', '=', donorId)
      .where('d.donatedOn', '>=', from)
      .where('d.donatedOn', '<=', to)
      .orderBy('d.donatedOn')
      .orderBy('d.recordedAt')
      .execute();
    return rows.map(donationOf);
  }

  async byBankReference(reference: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('donations')
      .select('donationId')
      .where('bankReference', '=', reference)
      .executeTakeFirst();
    return row?.donationId ?? null;
  }

  async handEnteredBetween(
    donorIds: readonly string[],
    from: string,
    to: string,
  ): Promise<{ donorId: string; donatedOn: string; amount: number }[]> {
    if (donorIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('currentDonations')
      .select(['donorId', 'donatedOn', 'amount'])
      .where('donorId', 'in', [...donorIds])
      .where('donatedOn', '>=', from)
      .where('donatedOn', '<=', to)
      .where('bankReference', 'is', null)
      .execute();
    return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
  }

  async donorsBetween(from: string, to: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('currentDonations as d')
      .innerJoin('donors as o', 'o.id', 'd.donorId')
      .where('d.donatedOn', '>=', from)
      .where('d.donatedOn', '<=', to)
      .select(['d.donorId', 'o.name'])
      .distinct()
      .orderBy('o.name')
      .orderBy('d.donorId')
      .execute();
    return rows.map((row) => row.donorId);
  }

  async membersWhoGaveBetween(from: string, to: string, fundId: string | null): Promise<string[]> {
    let query = this.db
      .selectFrom('currentDonations as d')
      .innerJoin('donors as o', 'o.id', 'd.donorId')
      .where('d.donatedOn', '>=', from)
      .where('d.donatedOn', '<=', to)
      .where('o.memberId', 'is not', null);
    if (fundId) query = query.where('d.fundId', '=', fundId);
    const rows = await query.select('o.memberId').distinct().execute();
    return rows.flatMap((row) => (row.memberId ? [row.memberId] : []));
  }

  private withFund() {
    return this.db
      .selectFrom('currentDonations as d')
      .innerJoin('donationFunds as f', 'f.id', 'd.fundId')
      .selectAll('d')
      .select('f.name as fundName');
  }
}

function donationOf(row: DonationRow): CurrentDonation {
  return {
    ...row,
    amount: Number(row.amount),
    method: row.method as DonationMethod,
    receiptCode: row.receiptCode as ReceiptCode,
    voided: row.voided === 1,
  };
}
