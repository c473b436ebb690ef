import type { Kysely } from 'kysely';
import type {
  ScholarshipRecord,
  ScholarshipRepository,
} from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

/** PostgreSQL reads bigint as text. */
const whole = (value: number | string) => Number(value);

export class KyselyScholarshipRepository implements ScholarshipRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(record: ScholarshipRecord): Promise<void> {
    await this.db.insertInto('scholarships').values(record).execute();
  }

  async list(year: number | null) {
    let query = this.db
      .selectFrom('scholarships as s')
      .innerJoin('donationFunds as f', 'f.id', 's.fundId')
      .selectAll('s')
      .select('f.name as fundName');
    if (year !== null) query = query.where('s.year', '=', year);
    const rows = await query.orderBy('s.year', 'desc').orderBy('s.recordedAt').execute();
    return rows.map((row) => ({ ...row, amount: whole(row.amount) }));
  }

  async find(id: string): Promise<ScholarshipRecord | null> {
    const row = await this.db
      .selectFrom('scholarships')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, amount: whole(row.amount) } : null;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('scholarships').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
