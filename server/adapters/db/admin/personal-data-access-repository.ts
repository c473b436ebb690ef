import type { Kysely } from 'kysely';
import type {
  NewPersonalDataAccess,
  PersonalDataAccess,
  PersonalDataAccessRepository,
} from '../../../application/admin/ports';
import { deleteRowsBefore } from '../shared/rows';
import type { Tables } from '../shared/schema';

/** Rows per insert statement (well under SQLite's and PostgreSQL's parameter limits). */
const INSERT_CHUNK = 200;

export class KyselyPersonalDataAccessRepository implements PersonalDataAccessRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async record(accesses: readonly NewPersonalDataAccess[]): Promise<void> {
    for (let start = 0; start < accesses.length; start += INSERT_CHUNK) {
      await this.db
        .insertInto('personalDataAccessRecords')
        .values(accesses.slice(start, start + INSERT_CHUNK))
        .execute();
    }
  }

  async between(from: string, to: string, limit: number): Promise<readonly PersonalDataAccess[]> {
    const rows = await this.db
      .selectFrom('personalDataAccessRecords')
      .selectAll()
      .where('at', '>=', from)
      .where('at', '<', to)
      .orderBy('at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /**
   * The retention clean-up, the one DELETE the table's triggers let through: the cut-off is
   * written into personal_data_access_retention inside the transaction and removed before it
   * commits (migration 0020).
   */
  deleteBefore(before: string): Promise<number> {
    const clean = async (db: Kysely<Tables>) => {
      await db
        .insertInto('personalDataAccessRetention')
        .values({ deletesBefore: before })
        .execute();
      const deleted = await deleteRowsBefore(db, 'personalDataAccessRecords', 'at', before);
      await db.deleteFrom('personalDataAccessRetention').execute();
      return deleted;
    };
    return this.db.isTransaction ? clean(this.db) : this.db.transaction().execute(clean);
  }
}
