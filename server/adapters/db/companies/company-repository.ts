import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type {
  CompanyFields,
  CompanyListed,
  CompanyRecord,
  CompanyRepository,
  PublicCompanyQuery,
} from '../../../application/companies/ports';
import type { CompanyCategory, CompanyStatus } from '../../../../src/domain/companies/companies';
import { likeEscaped, likeLower } from '../shared/like';
import { countRows, rowWhere } from '../shared/rows';
import type { Tables } from '../shared/schema';

export class KyselyCompanyRepository implements CompanyRepository {
  private readonly sqlite: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  }

  async insertWithinLimit(company: CompanyRecord, max: number): Promise<boolean> {
    const insert = async (db: Kysely<Tables>) => {
      // The owner's row locked first (PostgreSQL), so that a second request waits for this
      // one's count; SQLite has one writer at a time.
      const owner = db
        .selectFrom('accounts')
        .select('userId')
        .where('userId', '=', company.ownerId);
      await (this.sqlite ? owner : owner.forUpdate()).execute();
      const owned = await countRows(
        db.selectFrom('companies').where('ownerId', '=', company.ownerId),
      );
      if (owned >= max) return false;
      await db.insertInto('companies').values(company).execute();
      return true;
    };
    return this.db.isTransaction ? insert(this.db) : this.db.transaction().execute(insert);
  }

  async listOwned(ownerId: string): Promise<CompanyRecord[]> {
    const rows = await this.db
      .selectFrom('companies')
      .selectAll()
      .where('ownerId', '=', ownerId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(recordOf);
  }

  async updateOwned(
    id: string,
    ownerId: string,
    fields: CompanyFields,
    updatedAt: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('companies')
      .set({
        ...fields,
        status: 'pending',
        rejectReason: null,
        reviewedAt: null,
        reviewedBy: null,
        updatedAt,
      })
      .where('id', '=', id)
      .where('ownerId', '=', ownerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteOwned(id: string, ownerId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('companies')
      .where('id', '=', id)
      .where('ownerId', '=', ownerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async find(id: string): Promise<CompanyRecord | null> {
    const row = await rowWhere(this.db, 'companies', 'id', id);
    return row && recordOf(row);
  }

  async review(
    id: string,
    seenUpdatedAt: string,
    decision: Pick<CompanyRecord, 'status' | 'rejectReason' | 'reviewedAt' | 'reviewedBy'>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('companies')
      .set(decision)
      .where('id', '=', id)
      .where('updatedAt', '=', seenUpdatedAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async listPublic(query: PublicCompanyQuery): Promise<{ items: CompanyListed[]; total: number }> {
    let listed = this.withOwners()
      .where('companies.status', '=', 'approved')
      // A member who has left, or whom the office has locked, is not promoted.
      .where('accounts.status', '=', 'approved')
      .where('accounts.officeLockedAt', 'is', null)
      .where('accounts.name', 'is not', null);
    if (query.category) listed = listed.where('companies.category', '=', query.category);
    for (const word of query.words) {
      const pattern = `%${likeEscaped(word)}%`;
      listed = listed.where((eb) =>
        eb.or([likeLower('companies.name', pattern), likeLower('companies.summary', pattern)]),
      );
    }
    const [total, rows] = await Promise.all([
      countRows(listed),
      listed
        .selectAll('companies')
        .select(['accounts.name as ownerName', 'accounts.classNumber as ownerClassNumber'])
        .orderBy('companies.reviewedAt', 'desc')
        .orderBy('companies.id')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
    ]);
    return { total, items: rows.map(listedOf) };
  }

  async listByStatus(query: {
    status: CompanyStatus;
    page: number;
    size: number;
  }): Promise<{ items: CompanyListed[]; total: number }> {
    const listed = this.withOwners().where('companies.status', '=', query.status);
    const direction = query.status === 'pending' ? sql`asc` : sql`desc`;
    const [total, rows] = await Promise.all([
      countRows(listed),
      listed
        .selectAll('companies')
        .select(['accounts.name as ownerName', 'accounts.classNumber as ownerClassNumber'])
        .orderBy(sql`companies.updated_at ${direction}`)
        .orderBy('companies.id')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
    ]);
    return { total, items: rows.map(listedOf) };
  }

  private withOwners() {
    return this.db
      .selectFrom('companies')
      .innerJoin('accounts', 'accounts.userId', 'companies.ownerId');
  }
}

type CompanyRow = Omit<CompanyRecord, 'category' | 'status'> & { category: string; status: string };

function recordOf(row: CompanyRow): CompanyRecord {
  return {
    ...row,
    category: row.category as CompanyCategory,
    status: row.status as CompanyStatus,
  };
}

function listedOf(
  row: CompanyRow & { ownerName: string | null; ownerClassNumber: number | null },
): CompanyListed {
  const { ownerName, ownerClassNumber, ...company } = row;
  return { ...recordOf(company), ownerName: ownerName ?? '', ownerClassNumber };
}
