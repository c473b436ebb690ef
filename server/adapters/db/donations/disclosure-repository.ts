import type { Kysely } from 'kysely';
import type { DisclosureRecord, DisclosureRepository } from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

/** The years' disclosures; `save` runs inside the caller's transaction (its three statements). */
export class KyselyDisclosureRepository implements DisclosureRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async list(): Promise<DisclosureRecord[]> {
    const [years, uses] = await Promise.all([
      this.db.selectFrom('donationDisclosures').selectAll().orderBy('year', 'desc').execute(),
      this.db.selectFrom('donationUses').selectAll().orderBy('year').orderBy('position').execute(),
    ]);
    return years.map((each) => ({
      year: each.year,
      atchFileMstId: each.atchFileMstId,
      uses: uses
        .filter((use) => use.year === each.year)
        .map((use) => ({ purpose: use.purpose, amount: Number(use.amount) })),
    }));
  }

  async save(record: DisclosureRecord, at: string, by: string): Promise<void> {
    const row = {
      year: record.year,
      atchFileMstId: record.atchFileMstId,
      updatedAt: at,
      updatedBy: by,
    };
    await this.db
      .insertInto('donationDisclosures')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('year')
          .doUpdateSet({ atchFileMstId: record.atchFileMstId, updatedAt: at, updatedBy: by }),
      )
      .execute();
    await this.db.deleteFrom('donationUses').where('year', '=', record.year).execute();
    if (record.uses.length > 0) {
      await this.db
        .insertInto('donationUses')
        .values(record.uses.map((use, position) => ({ year: record.year, position, ...use })))
        .execute();
    }
  }
}
