import type { Kysely } from 'kysely';
import type { ImportedReferenceRepository } from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

/** How many references one query asks about (SQLite's parameter limit is far above). */
const BATCH = 500;

export class KyselyImportedReferenceRepository implements ImportedReferenceRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async existing(references: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < references.length; start += BATCH) {
      const rows = await this.db
        .selectFrom('importedReferences')
        .select('reference')
        .where('reference', 'in', references.slice(start, start + BATCH))
        .execute();
      for (const row of rows) found.add(row.reference);
    }
    return found;
  }

  async claim(
    claims: readonly { readonly reference: string; readonly donationId: string }[],
    at: string,
  ): Promise<boolean> {
    for (let start = 0; start < claims.length; start += BATCH) {
      const batch = claims.slice(start, start + BATCH);
      // A reference claimed before (or by an import running at the same time) inserts nothing.
      const result = await this.db
        .insertInto('importedReferences')
        .values(batch.map((each) => ({ ...each, importedAt: at })))
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) !== batch.length) return false;
    }
    return true;
  }
}
