import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type {
  NoticeListed,
  NoticeListQuery,
  NoticeRecord,
  NoticeRepository,
} from '../../../application/content/ports';
import { likeEscaped, likeLower } from '../shared/like';
import { countRows, deleteRowsBefore } from '../shared/rows';
import type { Tables } from '../shared/schema';

const LISTED_COLUMNS = [
  'id',
  'title',
  'pinned',
  'publishedAt',
  'attachmentsMstId',
  'attachmentCount',
  'authorId',
  'views',
  'createdAt',
  'updatedAt',
] as const;

type NoticeRow = Tables['notices'];

/** Drafts (the office's list only) first, then pinned ones, then the newest. */
const LIST_ORDER = sql`case when published_at is null then 0 else 1 end, pinned desc,
  published_at desc, created_at desc, id`;

function recordOf<T extends Partial<NoticeRow>>(row: T): Omit<T, 'pinned'> & { pinned: boolean } {
  return { ...row, pinned: row.pinned === 1 };
}

/** Every word in the title or the body's text (case aside), each word as itself. */
function matchingWords(eb: ExpressionBuilder<Tables, 'notices'>, query: string | null) {
  const words = query ? query.split(' ') : [];
  return eb.and(
    words.map((word) => {
      const pattern = `%${likeEscaped(word)}%`;
      return eb.or([likeLower('title', pattern), likeLower('bodyText', pattern)]);
    }),
  );
}

export class KyselyNoticeRepository implements NoticeRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(notice: NoticeRecord): Promise<void> {
    await this.db
      .insertInto('notices')
      .values({ ...notice, pinned: notice.pinned ? 1 : 0 })
      .execute();
  }

  async update(id: string, changes: Parameters<NoticeRepository['update']>[1]): Promise<boolean> {
    const result = await this.db
      .updateTable('notices')
      .set({ ...changes, pinned: changes.pinned ? 1 : 0 })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('notices').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async find(id: string): Promise<NoticeRecord | null> {
    const row = await this.db
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  async list(query: NoticeListQuery): Promise<{ items: NoticeListed[]; total: number }> {
    const matching = this.db
      .selectFrom('notices')
      .where((eb) => matchingWords(eb, query.query))
      .$if(query.publishedOnly, (qb) => qb.where('publishedAt', 'is not', null));
    const [rows, total] = await Promise.all([
      matching
        .select(LISTED_COLUMNS)
        .orderBy(LIST_ORDER)
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
      countRows(matching),
    ]);
    return { items: rows.map(recordOf), total };
  }

  async neighbours(
    notice: NoticeRecord,
  ): Promise<{ newer: NoticeListed | null; older: NoticeListed | null }> {
    if (notice.publishedAt === null) return { newer: null, older: null };
    const [newer, older] = await Promise.all([
      this.adjacent(notice.id, notice.publishedAt, 'newer'),
      this.adjacent(notice.id, notice.publishedAt, 'older'),
    ]);
    return { newer, older };
  }

  /**
   * The published notice next to one, by publication alone (pinning aside), the id breaking
   * ties, so that each notice has one of each.
   */
  private async adjacent(id: string, at: string, side: 'newer' | 'older') {
    const [beyond, order] = side === 'newer' ? (['>', 'asc'] as const) : (['<', 'desc'] as const);
    const row = await this.db
      .selectFrom('notices')
      .select(LISTED_COLUMNS)
      .where('publishedAt', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('publishedAt', beyond, at),
          eb.and([eb('publishedAt', '=', at), eb('id', beyond, id)]),
        ]),
      )
      .orderBy('publishedAt', order)
      .orderBy('id', order)
      .limit(1)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  async recordView(id: string, day: string, visitor: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('noticeViews')
      .values({ noticeId: id, day, visitor })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    // In the database, so that two views at once both count.
    await this.db
      .updateTable('notices')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
    return true;
  }

  forgetViewsBefore(day: string): Promise<number> {
    return deleteRowsBefore(this.db, 'noticeViews', 'day', day);
  }
}
