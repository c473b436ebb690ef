import type { Kysely } from 'kysely';
import type { SitePageRecord, SitePageRepository } from '../../../application/content/ports';
import { rowWhere } from '../shared/rows';
import type { Tables } from '../shared/schema';

export class KyselySitePageRepository implements SitePageRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  find(key: string): Promise<SitePageRecord | null> {
    return rowWhere(this.db, 'sitePages', 'key', key);
  }

  list(): Promise<SitePageRecord[]> {
    return this.db.selectFrom('sitePages').selectAll().orderBy('key').execute();
  }

  /** One statement, so that two saves at once leave one whole page, the later one. */
  async save(page: SitePageRecord): Promise<void> {
    const { key: _key, ...changes } = page;
    await this.db
      .insertInto('sitePages')
      .values(page)
      .onConflict((conflict) => conflict.column('key').doUpdateSet(changes))
      .execute();
  }
}
