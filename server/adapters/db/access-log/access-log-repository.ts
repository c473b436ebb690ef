import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { MenuDayViews } from '../../../../src/domain/access-log/menu-statistics';
import type { AccessLogEntry, AccessLogRepository } from '../../../application/access-log/ports';
import { countRows, deleteRowsBefore } from '../shared/rows';
import type { Tables } from '../shared/schema';

export class KyselyAccessLogRepository implements AccessLogRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(entry: AccessLogEntry): Promise<void> {
    await this.db.insertInto('accessLogs').values(entry).execute();
  }

  async forgetUser(userId: string): Promise<void> {
    await this.db
      .updateTable('accessLogs')
      .set({ userId: null, ip: null, userAgent: null })
      .where('userId', '=', userId)
      .execute();
  }

  count(): Promise<number> {
    return countRows(this.db.selectFrom('accessLogs'));
  }

  deleteBefore(before: string): Promise<number> {
    return deleteRowsBefore(this.db, 'accessLogs', 'createdAt', before);
  }

  async countViewsByDay(fromIso: string, untilIso: string): Promise<MenuDayViews[]> {
    // The day in Korea (UTC+9 all year) of the time the server received the visit: the
    // browser's own accessDt is its clock's, not to be trusted for the office's figures.
    const day =
      this.db.getExecutor().adapter instanceof SqliteAdapter
        ? sql<string>`substr(datetime(created_at, '+9 hours'), 1, 10)`
        : sql<string>`to_char((created_at::timestamptz at time zone 'Asia/Seoul'), 'YYYY-MM-DD')`;
    const rows = await this.db
      .selectFrom('accessLogs')
      .select([day.as('day'), 'menuPath', (eb) => eb.fn.countAll<number | string>().as('views')])
      .where('createdAt', '>=', fromIso)
      .where('createdAt', '<', untilIso)
      .groupBy([day, 'menuPath'])
      .execute();
    return rows.map((row) => ({ day: row.day, menuPath: row.menuPath, views: Number(row.views) }));
  }
}
