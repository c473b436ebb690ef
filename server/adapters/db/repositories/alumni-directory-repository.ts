import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { type DirectoryEntry, regionNameOf } from '../../../../src/domain/member/alumni-card';
import type { AlumniPlace } from '../../../../src/domain/member/alumni-region';
import type { AccountStatus } from '../../../../src/domain/member/member-profile';
import {
  alumniSearchKeysOf,
  prefixUpperBound,
  type SearchKey,
  type SearchKeySource,
} from '../../../domain/alumni-search-keys';
import type {
  AlumniDirectoryRepository,
  DirectoryFilter,
  DirectoryPage,
} from '../../../application/ports';
import type { AccountsTable, DatabaseSchema } from '../schema';

/** The tables as a query over `accounts as a` sees them. */
type OverAccounts = DatabaseSchema & { a: AccountsTable };

/**
 * The alumni directory over the accounts table and its search keys, on SQLite and PostgreSQL
 * alike. Every query is answered from an index (migration 0002):
 *
 * - the listed members are `status = 'approved' AND role = 'member'`, written as literals so
 *   that both databases can use the partial indexes that hold exactly those rows;
 * - order: graduation year descending, name, user id — the order of `alumni_directory_order`,
 *   and of the class, city and district indexes after their first column, so a page is read in
 *   order and the reading stops at the page's end;
 * - name and work: `user_id IN (keys in a range)` over `alumni_search_keys (kind, key, user_id)`;
 * - region: only `share_region = 1`, which is also the predicate of the city and district
 *   indexes, so a hidden region never matches;
 * - a page is found on the index alone (ids, in order) and only its rows are read.
 */
export class KyselyAlumniDirectoryRepository implements AlumniDirectoryRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async search(filter: DirectoryFilter): Promise<DirectoryPage> {
    const pageIds = this.filtered(filter)
      .select(['a.user_id', 'a.graduation_year', 'a.name'])
      .orderBy('a.graduation_year', 'desc')
      .orderBy('a.name')
      .orderBy('a.user_id')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size);
    const [rows, counted] = await Promise.all([
      this.db
        .selectFrom(pageIds.as('p'))
        .innerJoin('accounts as r', 'r.user_id', 'p.user_id')
        .select([
          'r.user_id',
          'r.status',
          'r.name',
          'r.graduation_year',
          'r.class_number',
          'r.mobile',
          'r.email',
          'r.company',
          'r.job_title',
          'r.sido',
          'r.sigungu',
          'r.share_phone',
          'r.share_email',
          'r.share_company',
          'r.share_region',
        ])
        .orderBy('p.graduation_year', 'desc')
        .orderBy('p.name')
        .orderBy('p.user_id')
        .execute(),
      this.filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row): DirectoryEntry => ({
      userId: row.user_id,
      name: row.name ?? '',
      graduationYear: row.graduation_year ?? 0,
      classNumber: row.class_number ?? 0,
      mobile: row.mobile ?? '',
      email: row.email ?? '',
      company: row.company,
      jobTitle: row.job_title,
      region: row.sido ? regionNameOf({ sido: row.sido, sigungu: row.sigungu ?? '' }) : null,
      privacy: {
        phone: row.share_phone === 1,
        email: row.share_email === 1,
        company: row.share_company === 1,
        region: row.share_region === 1,
      },
      status: row.status as AccountStatus,
    }));
    return { items, total: Number(counted.total) };
  }

  async places(searcherId: string): Promise<readonly AlumniPlace[]> {
    // One member per district, found on the district index alone; then only those rows read.
    const perDistrict = this.db
      .selectFrom('accounts as a')
      .where(listed)
      .where('a.share_region', '=', sql.lit(1))
      .where('a.sgg', 'is not', null)
      .where('a.user_id', '<>', searcherId)
      .select(['a.sgg', (eb) => eb.fn.min('a.user_id').as('user_id')])
      .groupBy('a.sgg');
    const rows = await this.db
      .selectFrom(perDistrict.as('d'))
      .innerJoin('accounts as r', 'r.user_id', 'd.user_id')
      .select(['r.city', 'r.sido', 'r.sgg', 'r.sigungu'])
      .orderBy('r.sgg')
      .execute();
    return rows.map((row) => ({
      city: row.city ?? '',
      sido: row.sido ?? '',
      sgg: row.sgg ?? '',
      sigungu: row.sigungu ?? '',
    }));
  }

  /** The listed members that pass the filter, as a query to select from. */
  private filtered(filter: DirectoryFilter): SelectQueryBuilder<OverAccounts, 'a', object> {
    let query = this.db
      .selectFrom('accounts as a')
      .where(listed)
      .where('a.user_id', '<>', filter.searcherId);
    if (filter.graduationYear !== undefined) {
      query = query.where('a.graduation_year', '=', filter.graduationYear);
    }
    if (filter.classNumber !== undefined) {
      query = query.where('a.class_number', '=', filter.classNumber);
    }
    if (filter.city !== undefined || filter.sgg !== undefined) {
      query = query.where('a.share_region', '=', sql.lit(1));
    }
    if (filter.city !== undefined) query = query.where('a.city', '=', filter.city);
    if (filter.sgg !== undefined) query = query.where('a.sgg', '=', filter.sgg);
    for (const { kind, key } of filter.keys) {
      query = query.where('a.user_id', 'in', (eb) =>
        eb
          .selectFrom('alumni_search_keys as k')
          .select('k.user_id')
          .where('k.kind', '=', kind)
          .where('k.key', '>=', key)
          .where('k.key', '<', prefixUpperBound(key)),
      );
    }
    return query;
  }
}

/** Members the directory lists, as the partial indexes' predicate (literals, not parameters). */
function listed(eb: ExpressionBuilder<OverAccounts, 'a'>) {
  return eb.and([eb('a.status', '=', sql.lit('approved')), eb('a.role', '=', sql.lit('member'))]);
}

/** Rows of search keys to insert at once (three parameters each). */
const KEY_ROWS_PER_INSERT = 300;

/**
 * Makes a member's search keys those of `source` (none when null or withdrawn). Called by the
 * account repository whenever a field they are made of changes, inside the same transaction.
 */
export async function replaceSearchKeys(
  db: Kysely<DatabaseSchema>,
  userId: string,
  source: SearchKeySource | null,
): Promise<void> {
  await db.deleteFrom('alumni_search_keys').where('user_id', '=', userId).execute();
  await insertSearchKeys(
    db,
    source ? alumniSearchKeysOf(source).map((key) => ({ userId, ...key })) : [],
  );
}

/** Inserts keys in batches (new members, the migration's back-fill, the benchmark's bulk load). */
export async function insertSearchKeys(
  db: Kysely<DatabaseSchema>,
  keys: readonly (SearchKey & { readonly userId: string })[],
): Promise<void> {
  for (let start = 0; start < keys.length; start += KEY_ROWS_PER_INSERT) {
    await db
      .insertInto('alumni_search_keys')
      .values(
        keys
          .slice(start, start + KEY_ROWS_PER_INSERT)
          .map(({ userId, kind, key }) => ({ user_id: userId, kind, key })),
      )
      .execute();
  }
}
