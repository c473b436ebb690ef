import type { Kysely } from 'kysely';
import type { HistoryRepository } from '../../../application/content/ports';
import type { PastPresident, TimelineEntry } from '../../../../src/domain/content/history';
import type { Tables } from '../shared/schema';

export class KyselyHistoryRepository implements HistoryRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  timeline(): Promise<TimelineEntry[]> {
    return this.db
      .selectFrom('timelineEntries')
      .select(['year', 'month', 'event'])
      .orderBy('position')
      .execute();
  }

  async replaceTimeline(entries: readonly TimelineEntry[]): Promise<void> {
    await this.db.deleteFrom('timelineEntries').execute();
    if (entries.length === 0) return;
    await this.db
      .insertInto('timelineEntries')
      .values(entries.map((entry, position) => ({ position, ...entry })))
      .execute();
  }

  presidents(): Promise<PastPresident[]> {
    return this.db
      .selectFrom('pastPresidents')
      .select(['term', 'name', 'classNumber', 'fromYear', 'toYear'])
      .orderBy('term')
      .execute();
  }

  async replacePresidents(presidents: readonly PastPresident[]): Promise<void> {
    await this.db.deleteFrom('pastPresidents').execute();
    if (presidents.length === 0) return;
    await this.db
      .insertInto('pastPresidents')
      .values([...presidents])
      .execute();
  }
}
