import {
  type AliasedSelectQueryBuilder,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  SqliteAdapter,
  sql,
} from 'kysely';
import { cityCodeOf } from '../../../../src/domain/shared/address/address';
import type { DirectoryEntry } from '../../../../src/domain/directory/alumni-card';
import { type AlumniPlace, regionOfCodes } from '../../../../src/domain/directory/alumni-region';
import type { AccountStatus } from '../../../../src/domain/shared/member/member-profile';
import {
  alumniSearchKeysOf,
  prefixUpperBound,
  type SearchKey,
  type SearchKeySource,
} from '../../../domain/directory/alumni-search-keys';
import type {
  AlumniDirectoryRepository,
  DirectoryFilter,
  DirectoryPage,
} from '../../../application/directory/ports';
import type { AccountsTable, DatabaseSchema } from '../shared/schema';

/** The tables as a query over `accounts as a` sees them. */
type OverAccounts = DatabaseSchema & { a: AccountsTable };

/**
 * The alumni directory over the accounts table and its search keys, on SQLite and PostgreSQL
 * alike. Every query is answered from an index (migration 0002):
 *
 * - the listed members are `status = 'approved' AND role = 'member'`, written as literals so
 *   that both databases can use the partial indexes that hold exactly those rows (on SQLite the
 *   status test is marked `likely()`, so that without statistics the planner does not take the
 *   older status index for a selective one and sort every approved member);
 * - order: graduation year descending, name, user id — the order of `alumni_directory_order`,
 *   and of the class, city and district indexes after their equality columns, so a page is read in
 *   order and the reading stops at the page's end;
 * - a search by name or work starts from the search keys (only listed members have them; each
 *   carries the member's year and name): a range of the key index gives the matching members,
 *   sorted without reading any account; other filters are checked against the accounts'
 *   partial indexes;
 * - region: only `share_region = 1`, the column after the city or district in their indexes,
 *   so a hidden region never matches;
 * - a page is found on indexes alone (ids, in order) and only its rows are read.
 */
export class KyselyAlumniDirectoryRepository implements AlumniDirectoryRepository {
  private readonly sqlite: boolean;

  constructor(private readonly db: Kysely<DatabaseSchema>) {
    this.sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  }

  async search(filter: DirectoryFilter): Promise<DirectoryPage> {
    const [first, ...others] = filter.keys;
    const offset = (filter.page - 1) * filter.size;
    let pageIds: AliasedSelectQueryBuilder<PageId, 'p'>;
    let countAll: () => Promise<{ total: number | string }>;
    if (first) {
      const matching = this.byKeys(first, others, filter);
      pageIds = matching
        .select(['k.user_id', 'k.graduation_year', 'k.name'])
        .groupBy(['k.user_id', 'k.graduation_year', 'k.name'])
        .orderBy('k.graduation_year', 'desc')
        .orderBy('k.name')
        .orderBy('k.user_id')
        .limit(filter.size)
        .offset(offset)
        .$castTo<PageId>()
        .as('p');
      countAll = () =>
        matching
          .select((eb) => eb.fn.count<number | string>('k.user_id').distinct().as('total'))
          .executeTakeFirstOrThrow();
    } else {
      const matching = this.byAccounts(filter);
      pageIds = matching
        .select(['a.user_id', 'a.graduation_year', 'a.name'])
        .orderBy('a.graduation_year', 'desc')
        .orderBy('a.name')
        .orderBy('a.user_id')
        .limit(filter.size)
        .offset(offset)
        .$castTo<PageId>()
        .as('p');
      countAll = () =>
        matching
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow();
    }
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom(pageIds)
        .innerJoin('accounts as r', 'r.user_id', 'p.user_id')
        // Checked again on the row itself: whatever the keys say, only listed members show.
        .where((eb) => this.listed(eb, 'r'))
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
          'r.city',
          'r.sgg',
          'r.share_phone',
          'r.share_email',
          'r.share_company',
          'r.share_region',
        ])
        .orderBy('p.graduation_year', 'desc')
        .orderBy('p.name')
        .orderBy('p.user_id')
        .execute(),
      countAll(),
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
      // Named from the codes, never from the member's own text (which anyone could write).
      region: row.city ? regionOfCodes({ city: row.city, sgg: row.sgg ?? '' }) : null,
      privacy: {
        phone: row.share_phone === 1,
        email: row.share_email === 1,
        company: row.share_company === 1,
        region: row.share_region === 1,
      },
      status: row.status as AccountStatus,
    }));
    return { items, total: Number(count.total) };
  }

  async places(searcherId: string): Promise<readonly AlumniPlace[]> {
    // Each 시·도 and each 시·군·구 where a listed member shares their region, found on the city
    // and district indexes alone; the domain names them from the codes. An address typed by
    // hand has a city but no district (empty sgg): its 시·도 is offered, no district.
    const sharing = (column: 'a.city' | 'a.sgg') =>
      this.db
        .selectFrom('accounts as a')
        .where((eb) => this.listed(eb, 'a'))
        .where('a.share_region', '=', sql.lit(1))
        .where(column, 'is not', null)
        .where(column, '<>', '')
        .where('a.user_id', '<>', searcherId)
        .select(column)
        .groupBy(column)
        .execute();
    const [cities, districts] = await Promise.all([sharing('a.city'), sharing('a.sgg')]);
    return [
      ...cities.map((row) => ({ city: row.city ?? '', sgg: '' })),
      // The codes agree (checked on every write): a district's 시·도 is its first two digits.
      ...districts.map((row) => ({
        city: cityCodeOf((row.sgg ?? '').slice(0, 5)),
        sgg: row.sgg ?? '',
      })),
    ];
  }

  /** Listed members matching the first key, every other key and the accounts' filters. */
  private byKeys(first: SearchKey, others: readonly SearchKey[], filter: DirectoryFilter) {
    let query = this.db
      .selectFrom('alumni_search_keys as k')
      .where('k.kind', '=', first.kind)
      .where('k.key', '>=', first.key)
      .where('k.key', '<', prefixUpperBound(first.key))
      .where('k.user_id', '<>', filter.searcherId);
    for (const key of others) {
      query = query.where('k.user_id', 'in', (eb) =>
        eb
          .selectFrom('alumni_search_keys as o')
          .select('o.user_id')
          .where('o.kind', '=', key.kind)
          .where('o.key', '>=', key.key)
          .where('o.key', '<', prefixUpperBound(key.key)),
      );
    }
    if (hasAccountFilters(filter)) {
      query = query.where('k.user_id', 'in', this.byAccounts(filter).select('a.user_id'));
    }
    return query;
  }

  /** Listed members, other than the searcher, that pass the filters on the accounts. */
  private byAccounts(filter: DirectoryFilter): SelectQueryBuilder<OverAccounts, 'a', object> {
    let query = this.db
      .selectFrom('accounts as a')
      .where((eb) => this.listed(eb, 'a'))
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
    return query;
  }

  /** The partial indexes' predicate (literals, not parameters), on `accounts as <alias>`. */
  private listed<A extends string>(
    eb: ExpressionBuilder<DatabaseSchema & Record<A, AccountsTable>, A>,
    alias: A,
  ) {
    const approved = eb(sql.ref(`${alias}.status`), '=', sql.lit('approved'));
    return eb.and([
      this.sqlite ? eb.fn<SqlBool>('likely', [approved]) : approved,
      eb(sql.ref(`${alias}.role`), '=', sql.lit('member')),
    ]);
  }
}

/** A member of the page, in order. */
interface PageId {
  readonly user_id: string;
  readonly graduation_year: number | null;
  readonly name: string | null;
}

function hasAccountFilters(filter: DirectoryFilter): boolean {
  return [filter.graduationYear, filter.classNumber, filter.city, filter.sgg].some(
    (value) => value !== undefined,
  );
}

/** Rows of search keys to insert at once (five parameters each). */
const KEY_ROWS_PER_INSERT = 200;

/** A listed member as their search keys need them. */
export interface ListedMember extends SearchKeySource {
  readonly userId: string;
  readonly graduationYear: number;
}

/** One row of `alumni_search_keys`. */
export interface SearchKeyRow extends SearchKey {
  readonly userId: string;
  readonly graduationYear: number;
  readonly name: string;
}

export function searchKeyRowsOf(member: ListedMember): SearchKeyRow[] {
  return alumniSearchKeysOf(member).map((key) => ({
    ...key,
    userId: member.userId,
    graduationYear: member.graduationYear,
    name: member.name,
  }));
}

/**
 * Makes a member's search keys those of `member`, or none when the directory does not list
 * them (null). Called by the account repository whenever a field they depend on changes,
 * inside the same transaction.
 */
export async function replaceSearchKeys(
  db: Kysely<DatabaseSchema>,
  userId: string,
  member: ListedMember | null,
): Promise<void> {
  await db.deleteFrom('alumni_search_keys').where('user_id', '=', userId).execute();
  if (member) await insertSearchKeys(db, searchKeyRowsOf(member));
}

/** Inserts keys in batches (new members, the migration's back-fill, the benchmark's bulk load). */
export async function insertSearchKeys(
  db: Kysely<DatabaseSchema>,
  rows: readonly SearchKeyRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += KEY_ROWS_PER_INSERT) {
    await db
      .insertInto('alumni_search_keys')
      .values(
        rows.slice(start, start + KEY_ROWS_PER_INSERT).map((row) => ({
          kind: row.kind,
          key: row.key,
          user_id: row.userId,
          graduation_year: row.graduationYear,
          name: row.name,
        })),
      )
      .execute();
  }
}
