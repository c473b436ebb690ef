import { type Kysely, sql } from 'kysely';
import type { FileRecord, FileRepository } from '../../../application/files/ports';
import { countRows, deleteRowsBefore, rowWhere } from '../shared/rows';
import type { Tables } from '../shared/schema';

export class KyselyFileRepository implements FileRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(file: FileRecord): Promise<void> {
    await this.db.insertInto('attachedFiles').values(file).execute();
  }

  find(atchFileId: string): Promise<FileRecord | null> {
    return rowWhere(this.db, 'attachedFiles', 'atchFileId', atchFileId);
  }

  async findByName(atchFileMstId: string, fileName: string): Promise<FileRecord | null> {
    const row = await this.group(atchFileMstId)
      .where('fileName', '=', fileName)
      .orderBy('createdAt', 'desc')
      .orderBy('atchFileId', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  listGroup(atchFileMstId: string): Promise<readonly FileRecord[]> {
    return this.group(atchFileMstId).orderBy('createdAt').orderBy('atchFileId').execute();
  }

  async countDownload(atchFileId: string, day: string, visitor: string): Promise<boolean> {
    const first = await this.db
      .insertInto('fileDownloadVisitors')
      .values({ atchFileId, day, visitor })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(first.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await this.db
      .insertInto('fileDownloads')
      .values({ atchFileId, downloads: 1 })
      .onConflict((conflict) =>
        conflict
          .column('atchFileId')
          .doUpdateSet({ downloads: sql<number>`file_downloads.downloads + 1` }),
      )
      .execute();
    return true;
  }

  forgetDownloadVisitorsBefore(day: string): Promise<number> {
    return deleteRowsBefore(this.db, 'fileDownloadVisitors', 'day', day);
  }

  async downloadsOfGroups(atchFileMstIds: readonly string[]): Promise<Map<string, number>> {
    const groups = [...new Set(atchFileMstIds)];
    const counts = new Map(groups.map((group) => [group, 0]));
    if (groups.length === 0) return counts;
    const rows = await this.db
      .selectFrom('attachedFiles')
      .innerJoin('fileDownloads', 'fileDownloads.atchFileId', 'attachedFiles.atchFileId')
      .select((eb) => [
        'attachedFiles.atchFileMstId as group',
        eb.fn.sum<number | string>('fileDownloads.downloads').as('downloads'),
      ])
      .where('attachedFiles.atchFileMstId', 'in', groups)
      .groupBy('attachedFiles.atchFileMstId')
      .execute();
    // PostgreSQL sums in bigint, which its driver gives as text.
    for (const row of rows) counts.set(row.group, Number(row.downloads));
    return counts;
  }

  async listAssociationFilesOf(atchFileMstIds: readonly string[]): Promise<readonly FileRecord[]> {
    if (atchFileMstIds.length === 0) return [];
    return this.db
      .selectFrom('attachedFiles')
      .selectAll()
      .where('atchFileMstId', 'in', [...new Set(atchFileMstIds)])
      .where('ownerId', 'is', null)
      .where('visibility', '=', 'public')
      .orderBy('createdAt')
      .orderBy('atchFileId')
      .execute();
  }

  async groupsOfFiles(atchFileIds: readonly string[]): Promise<string[]> {
    if (atchFileIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('attachedFiles')
      .select('atchFileMstId')
      .distinct()
      .where('atchFileId', 'in', [...new Set(atchFileIds)])
      .execute();
    return rows.map((row) => row.atchFileMstId);
  }

  async claimGroup(atchFileMstId: string, userId: string): Promise<number> {
    const result = await this.db
      .updateTable('attachedFiles')
      .set({ ownerId: userId })
      .where('atchFileMstId', '=', atchFileMstId)
      .where('ownerId', 'is', null)
      .where('visibility', '=', 'private')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async adoptGroup(atchFileMstId: string, userId: string): Promise<number> {
    await this.db
      .updateTable('attachedFiles')
      .set({ ownerId: null, visibility: 'public' })
      .where('atchFileMstId', '=', atchFileMstId)
      .where('ownerId', '=', userId)
      .execute();
    return countRows(
      this.db
        .selectFrom('attachedFiles')
        .where('atchFileMstId', '=', atchFileMstId)
        .where('ownerId', 'is', null)
        .where('visibility', '=', 'public'),
    );
  }

  deleteUnclaimed(createdBefore: string): Promise<readonly FileRecord[]> {
    // One statement, so that a file claimed meanwhile is neither deleted nor reported.
    return this.db
      .deleteFrom('attachedFiles')
      .where('ownerId', 'is', null)
      .where('visibility', '=', 'private')
      .where('createdAt', '<', createdBefore)
      .returningAll()
      .execute();
  }

  deleteGroup(atchFileMstId: string): Promise<readonly FileRecord[]> {
    return this.db
      .deleteFrom('attachedFiles')
      .where('atchFileMstId', '=', atchFileMstId)
      .returningAll()
      .execute();
  }

  async deleteOwnedBy(userId: string): Promise<readonly FileRecord[]> {
    const rows = await this.db
      .selectFrom('attachedFiles')
      .selectAll()
      .where('ownerId', '=', userId)
      .execute();
    await this.db.deleteFrom('attachedFiles').where('ownerId', '=', userId).execute();
    return rows;
  }

  async isContentReferenced(sha256: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('attachedFiles')
      .select('atchFileId')
      .where('sha256', '=', sha256)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The group's files, every column. */
  private group(atchFileMstId: string) {
    return this.db
      .selectFrom('attachedFiles')
      .selectAll()
      .where('atchFileMstId', '=', atchFileMstId);
  }
}
