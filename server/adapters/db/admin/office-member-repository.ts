import { type ExpressionBuilder, type Kysely, SqliteAdapter } from 'kysely';
import type {
  OfficeMemberFilter,
  OfficeMemberRepository,
  OfficeMemberRow,
} from '../../../application/admin/ports';
import type { Tables } from '../shared/schema';
import { countRows } from '../shared/rows';
import { likeEscaped, likeLower } from '../shared/like';

const ROW_COLUMNS = [
  'userId',
  'name',
  'email',
  'graduationYear',
  'classNumber',
  'status',
  'role',
  'createdAt',
  'birthDate',
  'mobile',
  'course',
  'officeLockedAt',
] as const;

/**
 * The office's reading of the accounts table (every state). The name's initials are a column of
 * their own (name_initials, kept by the accounts' repository), so 초성 is a LIKE like the rest.
 */
export class KyselyOfficeMemberRepository implements OfficeMemberRepository {
  private readonly sqlite: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  }

  async search(
    filter: OfficeMemberFilter,
    page: { readonly page: number; readonly size: number },
  ): Promise<{ readonly items: readonly OfficeMemberRow[]; readonly total: number }> {
    const matching = this.db.selectFrom('accounts').where((eb) => eb.and(conditionsOf(eb, filter)));
    const newestFirst = filter.status !== 'pending';
    const [rows, total] = await Promise.all([
      matching
        .select(ROW_COLUMNS)
        .orderBy('createdAt', newestFirst ? 'desc' : 'asc')
        .orderBy('userId')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute(),
      countRows(matching),
    ]);
    return {
      items: rows.map(({ officeLockedAt, ...row }) => ({
        ...row,
        name: row.name ?? '',
        email: row.email ?? '',
        graduationYear: row.graduationYear ?? 0,
        classNumber: row.classNumber ?? 0,
        locked: officeLockedAt !== null,
      })),
      total,
    };
  }

  async namesakes(
    members: readonly { userId: string; name: string | null; birthDate: string | null }[],
  ): Promise<ReadonlyMap<string, readonly string[]>> {
    const named = members.filter(
      (member): member is { userId: string; name: string; birthDate: string } =>
        member.name !== null && member.birthDate !== null,
    );
    const found = new Map<string, string[]>();
    if (named.length === 0) return found;
    const rows = await this.db
      .selectFrom('accounts')
      .select(['userId', 'name', 'birthDate'])
      .where('status', '!=', 'withdrawn')
      .where((eb) =>
        eb.or(
          named.map((member) =>
            eb.and([eb('name', '=', member.name), eb('birthDate', '=', member.birthDate)]),
          ),
        ),
      )
      .orderBy('userId')
      .execute();
    for (const member of named) {
      const others = rows
        .filter(
          (row) =>
            row.userId !== member.userId &&
            row.name === member.name &&
            row.birthDate === member.birthDate,
        )
        .map((row) => row.userId);
      if (others.length > 0) found.set(member.userId, others);
    }
    return found;
  }

  async countOtherActiveAdministrators(userId: string): Promise<number> {
    // Every active administrator's row, in one order, so that concurrent demotions wait for each
    // other instead of locking crosswise (a deadlock). SQLite has one writer at a time.
    const query = this.db
      .selectFrom('accounts')
      .select('userId')
      .where('role', '=', 'admin')
      .where('status', '=', 'approved')
      .where('officeLockedAt', 'is', null)
      .orderBy('userId');
    const rows = await (this.sqlite ? query : query.forUpdate()).execute();
    return rows.filter((row) => row.userId !== userId).length;
  }

  async namesOf(userIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('accounts')
      .select(['userId', 'name'])
      .where('userId', 'in', [...new Set(userIds)])
      .where('name', 'is not', null)
      .where('name', '!=', '')
      .execute();
    return new Map(rows.map((row) => [row.userId, row.name ?? '']));
  }
}

function conditionsOf(eb: ExpressionBuilder<Tables, 'accounts'>, filter: OfficeMemberFilter) {
  const conditions = [];
  if (filter.status) conditions.push(eb('status', '=', filter.status));
  if (filter.graduationYear !== undefined) {
    conditions.push(eb('graduationYear', '=', filter.graduationYear));
  }
  if (filter.classNumber !== undefined) conditions.push(eb('classNumber', '=', filter.classNumber));
  if (filter.lockedOnly) conditions.push(eb('officeLockedAt', 'is not', null));
  const { query } = filter;
  if (query?.kind === 'initials') {
    conditions.push(likeLower('name_initials', `%${likeEscaped(query.initials)}%`));
  } else if (query?.kind === 'text') {
    conditions.push(
      eb.or([
        likeLower('name', `%${likeEscaped(query.text)}%`),
        likeLower('user_id', `${likeEscaped(query.text)}%`),
      ]),
    );
  }
  return conditions;
}
