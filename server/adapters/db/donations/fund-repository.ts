import type { Kysely } from 'kysely';
import type { FundRecord, FundRepository } from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

export class KyselyFundRepository implements FundRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async list(): Promise<FundRecord[]> {
    const rows = await this.db
      .selectFrom('donationFunds')
      .selectAll()
      .orderBy('position')
      .orderBy('createdAt')
      .execute();
    return rows.map((row) => ({ ...row, active: row.active === 1 }));
  }

  async find(id: string): Promise<FundRecord | null> {
    const row = await this.db
      .selectFrom('donationFunds')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, active: row.active === 1 } : null;
  }

  async save(fund: FundRecord): Promise<void> {
    const row = { ...fund, active: fund.active ? 1 : 0 };
    const { id: _id, createdAt: _createdAt, ...changes } = row;
    await this.db
      .insertInto('donationFunds')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
      .execute();
  }
}
