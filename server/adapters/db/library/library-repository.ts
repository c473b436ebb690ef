import type { Kysely } from 'kysely';
import type {
  LibraryDocumentRecord,
  LibraryQuery,
  LibraryRepository,
} from '../../../application/library/ports';
import type { LibraryCategory } from '../../../../src/domain/library/library';
import { likeEscaped, likeLower } from '../shared/like';
import { countRows, rowWhere } from '../shared/rows';
import type { Tables } from '../shared/schema';

export class KyselyLibraryRepository implements LibraryRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async save(document: LibraryDocumentRecord): Promise<void> {
    const { id: _id, createdAt: _createdAt, ...changes } = document;
    await this.db
      .insertInto('libraryDocuments')
      .values(document)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
      .execute();
  }

  async find(id: string): Promise<LibraryDocumentRecord | null> {
    const row = await rowWhere(this.db, 'libraryDocuments', 'id', id);
    return row && { ...row, category: row.category as LibraryCategory };
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('libraryDocuments')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async list(query: LibraryQuery): Promise<{ items: LibraryDocumentRecord[]; total: number }> {
    let listed = this.db.selectFrom('libraryDocuments');
    if (query.category) listed = listed.where('category', '=', query.category);
    for (const word of query.words) {
      const pattern = `%${likeEscaped(word)}%`;
      listed = listed.where((eb) =>
        eb.or([likeLower('title', pattern), likeLower('description', pattern)]),
      );
    }
    const [total, rows] = await Promise.all([
      countRows(listed),
      listed
        .selectAll()
        .orderBy('updatedAt', 'desc')
        .orderBy('id')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
    ]);
    return {
      total,
      items: rows.map((row) => ({ ...row, category: row.category as LibraryCategory })),
    };
  }
}
