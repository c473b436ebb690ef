import type { Kysely } from 'kysely';
import type { AccessLogEntry, AccessLogRepository } from '../../../application/access-log/ports';
import type { DatabaseSchema } from '../shared/schema';

export class KyselyAccessLogRepository implements AccessLogRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(entry: AccessLogEntry): Promise<void> {
    await this.db
      .insertInto('access_logs')
      .values({
        menu_path: entry.menuPath,
        access_dt: entry.accessDt,
        user_id: entry.userId,
        ip: entry.ip,
        user_agent: entry.userAgent,
        created_at: entry.createdAt,
      })
      .execute();
  }

  async forgetUser(userId: string): Promise<void> {
    await this.db
      .updateTable('access_logs')
      .set({ user_id: null, ip: null, user_agent: null })
      .where('user_id', '=', userId)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('access_logs')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}
