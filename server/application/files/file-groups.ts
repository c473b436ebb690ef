import { Readable } from 'node:stream';
import type { Clock, FileStore, Random } from '../shared/ports';
import type { FileContents } from './file-contents';
import type { FileRecord, FileRepository } from './ports';

export interface FileGroupsDependencies {
  readonly fileRecords: FileRepository;
  readonly fileStore: FileStore;
  readonly contents: FileContents;
  readonly clock: Clock;
  readonly random: Random;
}

export interface PublicFileBytes {
  readonly atchFileMstId: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

/**
 * What other features do with groups of files (`atchFileMstId`): read them, give them to a new
 * member or to the association, count their downloads, store the server's own public files,
 * delete them with their contents. The files feature's entry for the others: they never reach
 * its records. Called inside a transaction (Transactions.run), the writes take part in it.
 */
export class FileGroups {
  constructor(private readonly deps: FileGroupsDependencies) {}

  /** The group's files, oldest first. */
  listGroup(atchFileMstId: string): Promise<readonly FileRecord[]> {
    return this.deps.fileRecords.listGroup(atchFileMstId);
  }

  /**
   * The groups those files belong to, each once (unknown files left out): a body naming a
   * photo's file holds that photo, whose files are grouped under its id.
   */
  groupsOfFiles(atchFileIds: readonly string[]): Promise<string[]> {
    return this.deps.fileRecords.groupsOfFiles(atchFileIds);
  }

  /** The association's files (public, no owner) of those groups, oldest first, in one query. */
  associationFilesOf(atchFileMstIds: readonly string[]): Promise<readonly FileRecord[]> {
    return this.deps.fileRecords.listAssociationFilesOf(atchFileMstIds);
  }

  /** The downloads of each group's files together, by group (0 for a group never downloaded). */
  downloadsOfGroups(atchFileMstIds: readonly string[]): Promise<Map<string, number>> {
    return this.deps.fileRecords.downloadsOfGroups(atchFileMstIds);
  }

  /**
   * Gives the new member the group's uploads made before sign-up; answers how many: 0 when
   * another sign-up or the clean-up came first.
   */
  claimGroup(atchFileMstId: string, userId: string): Promise<number> {
    return this.deps.fileRecords.claimGroup(atchFileMstId, userId);
  }

  /**
   * Gives the association the group's files that member uploaded (public, no owner, so that
   * they outlive the member's account); answers how many of the group's files are then the
   * association's.
   */
  adoptGroup(atchFileMstId: string, userId: string): Promise<number> {
    return this.deps.fileRecords.adoptGroup(atchFileMstId, userId);
  }

  /**
   * Deletes a group's files (rows, then the contents no other row refers to): the association's
   * files of something deleted, such as an unused photo's widths. A content that cannot be
   * removed now is reported and left for the file store's upkeep; the rows are gone either way.
   */
  async deleteGroup(atchFileMstId: string): Promise<number> {
    const deleted = await this.deps.fileRecords.deleteGroup(atchFileMstId);
    await this.deps.contents.removeContentsOf(deleted, "removal of a deleted group's file");
    return deleted.length;
  }

  /**
   * Deletes the member's files' rows (inside the caller's transaction) and answers them; their
   * contents go with `removeContentsOf` once that transaction has committed.
   */
  deleteOwnedBy(userId: string): Promise<readonly FileRecord[]> {
    return this.deps.fileRecords.deleteOwnedBy(userId);
  }

  /** Removes the contents of deleted files that no other row refers to (reported, not thrown). */
  removeContentsOf(deleted: readonly FileRecord[], what: string): Promise<void> {
    return this.deps.contents.removeContentsOf(deleted, what);
  }

  /**
   * Stores bytes the server made itself (a photo's resized files) as a public file of the
   * association: no owner, readable by anyone through the media path. The same steps as an
   * upload: the bytes in place before their row, and placed again after it, so that a removal
   * running meanwhile never leaves a row without its bytes.
   */
  async storePublic(file: PublicFileBytes): Promise<FileRecord> {
    const { fileStore, clock, random, contents } = this.deps;
    const blob = await fileStore.receive(Readable.from([file.bytes]), file.bytes.length);
    try {
      const record: FileRecord = {
        atchFileId: random.id(),
        atchFileMstId: file.atchFileMstId,
        ownerId: null,
        visibility: 'public',
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: blob.size,
        sha256: blob.sha256,
        createdAt: clock.now().toISOString(),
      };
      await contents.keep(blob, record, 'removal of a public file without its row');
      return record;
    } finally {
      await blob.discard();
    }
  }
}
