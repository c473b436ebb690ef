import type { Kysely } from 'kysely';
import type { StatementLine } from '../../../../src/domain/donations/bank-statement';
import type {
  ImportPreviewRepository,
  StoredImportPreview,
} from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

export class KyselyImportPreviewRepository implements ImportPreviewRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async keep(preview: StoredImportPreview): Promise<void> {
    // The expired ones go as a new one comes: the table holds only the last hours' previews.
    await this.db
      .deleteFrom('donationImportPreviews')
      .where('expiresAt', '<=', preview.madeAt)
      .execute();
    await this.db
      .insertInto('donationImportPreviews')
      .values({
        id: preview.id,
        madeBy: preview.madeBy,
        madeAt: preview.madeAt,
        expiresAt: preview.expiresAt,
        lines: JSON.stringify(preview.lines),
      })
      .execute();
  }

  async find(id: string): Promise<StoredImportPreview | null> {
    const row = await this.db
      .selectFrom('donationImportPreviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return { ...row, lines: JSON.parse(row.lines) as StatementLine[] };
  }
}
