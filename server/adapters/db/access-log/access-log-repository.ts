import type { Kysely } from 'kysely';
import type { AccessLogEntry, AccessLogRepository } from '../../../application/access-log/ports';
import { countRows } from '../shared/rows';
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
}
