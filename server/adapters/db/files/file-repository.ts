import type { Kysely, Selectable } from 'kysely';
import type { FileRecord, FileRepository } from '../../../application/files/ports';
import type { AttachedFilesTable, DatabaseSchema } from '../shared/schema';

export class KyselyFileRepository implements FileRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(file: FileRecord): Promise<void> {
    await this.db
      .insertInto('attached_files')
      .values({
        atch_file_id: file.atchFileId,
        atch_file_mst_id: file.atchFileMstId,
        owner_id: file.ownerId,
        visibility: file.visibility,
        file_name: file.fileName,
        mime_type: file.mimeType,
        size: file.size,
        sha256: file.sha256,
        created_at: file.createdAt,
      })
      .execute();
  }

  async find(atchFileId: string): Promise<FileRecord | null> {
    const row = await this.db
      .selectFrom('attached_files')
      .selectAll()
      .where('atch_file_id', '=', atchFileId)
      .executeTakeFirst();
    return row ? fileOf(row) : null;
  }

  async findByName(atchFileMstId: string, fileName: string): Promise<FileRecord | null> {
    const row = await this.db
      .selectFrom('attached_files')
      .selectAll()
      .where('atch_file_mst_id', '=', atchFileMstId)
      .where('file_name', '=', fileName)
      .orderBy('created_at', 'desc')
      .orderBy('atch_file_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? fileOf(row) : null;
  }

  async listGroup(atchFileMstId: string): Promise<readonly FileRecord[]> {
    const rows = await this.db
      .selectFrom('attached_files')
      .selectAll()
      .where('atch_file_mst_id', '=', atchFileMstId)
      .orderBy('created_at')
      .orderBy('atch_file_id')
      .execute();
    return rows.map(fileOf);
  }

  async claimGroup(atchFileMstId: string, userId: string): Promise<number> {
    const result = await this.db
      .updateTable('attached_files')
      .set({ owner_id: userId })
      .where('atch_file_mst_id', '=', atchFileMstId)
      .where('owner_id', 'is', null)
      .where('visibility', '=', 'private')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async deleteUnclaimed(createdBefore: string): Promise<readonly FileRecord[]> {
    // One statement, so that a file claimed meanwhile is neither deleted nor reported.
    const rows = await this.db
      .deleteFrom('attached_files')
      .where('owner_id', 'is', null)
      .where('visibility', '=', 'private')
      .where('created_at', '<', createdBefore)
      .returningAll()
      .execute();
    return rows.map(fileOf);
  }

  async deleteOwnedBy(userId: string): Promise<readonly FileRecord[]> {
    const rows = await this.db
      .selectFrom('attached_files')
      .selectAll()
      .where('owner_id', '=', userId)
      .execute();
    await this.db.deleteFrom('attached_files').where('owner_id', '=', userId).execute();
    return rows.map(fileOf);
  }

  async isContentReferenced(sha256: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('attached_files')
      .select('atch_file_id')
      .where('sha256', '=', sha256)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}

function fileOf(row: Selectable<AttachedFilesTable>): FileRecord {
  return {
    atchFileId: row.atch_file_id,
    atchFileMstId: row.atch_file_mst_id,
    ownerId: row.owner_id,
    visibility: row.visibility === 'public' ? 'public' : 'private',
    fileName: row.file_name,
    mimeType: row.mime_type,
    size: Number(row.size),
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}
