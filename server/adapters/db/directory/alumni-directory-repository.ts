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
import { camelCaseTables } from '../shared/camel-case';
import { countRows } from '../shared/rows';
import type { DatabaseSchema, Tables } from '../shared/schema';

type AccountsTable = Tables['accounts'];

/** The tables as a query over `accounts as a` sees them. */
type OverAccounts = Tables & { a: AccountsTable };

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

  constructor(private readonly db: Kysely<Tables>) {
    this.sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  }

  async search(filter: DirectoryFilter): Promise<DirectoryPage> {
    const [first, ...others] = filter.keys;
    let pageIds: AliasedSelectQueryBuilder<PageId, 'p'>;
    let countAll: () => Promise<number>;
    if (first) {
      // A member matches once per matching key: grouped, and counted once.
      const matching = this.byKeys(first, others, filter);
      pageIds = pageInOrder(
        matching
          .select(['k.userId', 'k.graduationYear', 'k.name'])
          .groupBy(['k.userId', 'k.graduationYear', 'k.name']),
        'k',
        filter,
      );
      countAll = async () => {
        const row = await matching
          .select((eb) => eb.fn.count<number | string>('k.userId').distinct().as('total'))
          .executeTakeFirstOrThrow();
        return Number(row.total);
      };
    } else {
      const matching = this.byAccounts(filter);
      pageIds = pageInOrder(
        matching.select(['a.userId', 'a.graduationYear', 'a.name']),
        'a',
        filter,
      );
      countAll = () => countRows(matching);
    }
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom(pageIds)
        .innerJoin('accounts as r', 'r.userId', 'p.userId')
        // Checked again on the row itself: whatever the keys say, only listed members show.
        .where((eb) => this.listed(eb, 'r'))
        .select([
          'r.userId',
          'r.status',
          'r.name',
          'r.graduationYear',
          'r.classNumber',
          'r.mobile',
          'r.email',
          'r.company',
          'r.jobTitle',
          'r.city',
          'r.sgg',
          'r.sharePhone',
          'r.shareEmail',
          'r.shareCompany',
          'r.shareRegion',
        ])
        .orderBy('p.graduationYear', 'desc')
        .orderBy('p.name')
        .orderBy('p.userId')
        .execute(),
      countAll(),
    ]);
    const items = rows.map((row): DirectoryEntry => ({
      userId: row.userId,
      name: row.name ?? '',
      graduationYear: row.graduationYear ?? 0,
      classNumber: row.classNumber ?? 0,
      mobile: row.mobile ?? '',
      email: row.email ?? '',
      company: row.company,
      jobTitle: row.jobTitle,
      // Named from the codes, never from the member's own text (which anyone could write).
      region: row.city ? regionOfCodes({ city: row.city, sgg: row.sgg ?? '' }) : null,
      privacy: {
        phone: row.sharePhone === 1,
        email: row.shareEmail === 1,
        company: row.shareCompany === 1,
        region: row.shareRegion === 1,
      },
      status: row.status,
    }));
    return { items, total };
  }

  async places(searcherId: string): Promise<readonly AlumniPlace[]> {
    // Each 시·도 and each 시·군·구 where a listed member shares their region, found on the city
    // and district indexes alone; the domain names them from the codes. An address typed by
    // hand has a city but no district (empty sgg): its 시·도 is offered, no district.
    const sharing = (column: 'a.city' | 'a.sgg') =>
      this.db
        .selectFrom('accounts as a')
        .where((eb) => this.listed(eb, 'a'))
        .where('a.shareRegion', '=', sql.lit(1))
        .where(column, 'is not', null)
        .where(column, '<>', '')
        .where('a.userId', '<>', searcherId)
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
      .selectFrom('alumniSearchKeys as k')
      .where('k.kind', '=', first.kind)
      .where('k.key', '>=', first.key)
      .where('k.key', '<', prefixUpperBound(first.key))
      .where('k.userId', '<>', filter.searcherId);
    for (const key of others) {
      query = query.where('k.userId', 'in', (eb) =>
        eb
          .selectFrom('alumniSearchKeys as o')
          .select('o.userId')
          .where('o.kind', '=', key.kind)
          .where('o.key', '>=', key.key)
          .where('o.key', '<', prefixUpperBound(key.key)),
      );
    }
    if (hasAccountFilters(filter)) {
      query = query.where('k.userId', 'in', this.byAccounts(filter).select('a.userId'));
    }
    return query;
  }

  /** Listed members, other than the searcher, that pass the filters on the accounts. */
  private byAccounts(filter: DirectoryFilter): SelectQueryBuilder<OverAccounts, 'a', object> {
    let query = this.db
      .selectFrom('accounts as a')
      .where((eb) => this.listed(eb, 'a'))
      .where('a.userId', '<>', filter.searcherId);
    if (filter.graduationYear !== undefined) {
      query = query.where('a.graduationYear', '=', filter.graduationYear);
    }
    if (filter.classNumber !== undefined) {
      query = query.where('a.classNumber', '=', filter.classNumber);
    }
    if (filter.city !== undefined || filter.sgg !== undefined) {
      query = query.where('a.shareRegion', '=', sql.lit(1));
    }
    if (filter.city !== undefined) query = query.where('a.city', '=', filter.city);
    if (filter.sgg !== undefined) query = query.where('a.sgg', '=', filter.sgg);
    return query;
  }

  /** The partial indexes' predicate (literals, not parameters), on `accounts as <alias>`. */
  private listed<A extends string>(
    eb: ExpressionBuilder<Tables & Record<A, AccountsTable>, A>,
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
  readonly userId: string;
  readonly graduationYear: number | null;
  readonly name: string | null;
}

/**
 * The page's members from a query over the search keys (`k`) or the accounts (`a`), in the
 * directory's order: graduation year descending, name, user id.
 */
function pageInOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: 'k' | 'a',
  filter: DirectoryFilter,
): AliasedSelectQueryBuilder<PageId, 'p'> {
  return query
    .orderBy(sql.ref(`${alias}.graduationYear`), 'desc')
    .orderBy(sql.ref(`${alias}.name`))
    .orderBy(sql.ref(`${alias}.userId`))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size)
    .$castTo<PageId>()
    .as('p');
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
  db: Kysely<Tables>,
  userId: string,
  member: ListedMember | null,
): Promise<void> {
  await db.deleteFrom('alumniSearchKeys').where('userId', '=', userId).execute();
  if (member) await insertKeys(db, searchKeyRowsOf(member));
}

/**
 * Inserts keys in batches (the migration's back-fill and the benchmark's bulk load, over the
 * database as it names its tables).
 */
export function insertSearchKeys(
  db: Kysely<DatabaseSchema>,
  rows: readonly SearchKeyRow[],
): Promise<void> {
  return insertKeys(camelCaseTables(db), rows);
}

async function insertKeys(db: Kysely<Tables>, rows: readonly SearchKeyRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += KEY_ROWS_PER_INSERT) {
    await db
      .insertInto('alumniSearchKeys')
      .values(rows.slice(start, start + KEY_ROWS_PER_INSERT))
      .execute();
  }
}
