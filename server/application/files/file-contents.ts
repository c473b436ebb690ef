import type { FileStore, ParkedBlob, ReceivedBlob } from '../shared/ports';
import type { FileRecord, FileRepository } from './ports';

export interface FileContentsDependencies {
  readonly fileRecords: FileRepository;
  readonly fileStore: FileStore;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * Deletes stored contents that no file row refers to, safely beside an upload of the same bytes
 * that is about to write its row. The contents are taken out of place first (one atomic step),
 * then the database is asked again: a row written meanwhile puts them back. An upload, for its
 * part, puts its own copy in place again after writing its row, so whichever comes last, the
 * bytes of a file that has a row stay. Several instances on one database and one file store
 * follow the same steps.
 */
export class FileContents {
  constructor(private readonly deps: FileContentsDependencies) {}

  async removeUnreferenced(sha256: string): Promise<void> {
    if (await this.deps.fileRecords.isContentReferenced(sha256)) return;
    const parked = await this.deps.fileStore.park(sha256);
    if (parked) await this.settle(parked);
  }

  /**
   * The contents of deleted files removed, each unless another row still refers to it; a
   * content that cannot be removed now is reported (`what`) and left for the file store's
   * upkeep.
   */
  async removeContentsOf(deleted: readonly FileRecord[], what: string): Promise<void> {
    for (const sha256 of new Set(deleted.map((file) => file.sha256))) {
      try {
        await this.removeUnreferenced(sha256);
      } catch (error) {
        this.deps.reportFailure(what, error);
      }
    }
  }

  /**
   * Keeps received bytes under their new row: the bytes in place before the row refers to them
   * (a crash leaves no row without its bytes), the row written (on failure, the bytes removed
   * again unless another row has them: `what` names that removal in a report), then the bytes
   * placed once more. A removal that saw no row yet may have taken them since the first placing;
   * any removal from now on sees the row and puts them back, so placing them again is the last
   * word and the row never names missing bytes.
   */
  async keep(blob: ReceivedBlob, record: FileRecord, what: string): Promise<void> {
    await blob.place();
    try {
      await this.deps.fileRecords.insert(record);
    } catch (error) {
      await this.removeUnreferenced(blob.sha256).catch((removal: unknown) =>
        this.deps.reportFailure(what, removal),
      );
      throw error;
    }
    await blob.place();
  }

  /** Destroys parked contents that are still unreferenced, else puts them back. */
  async settle(parked: ParkedBlob): Promise<void> {
    let referenced: boolean;
    try {
      referenced = await this.deps.fileRecords.isContentReferenced(parked.sha256);
    } catch (error) {
      // Not knowing, keep them: unreferenced bytes cost disk space, lost ones cost a member's file.
      await parked.restore();
      throw error;
    }
    if (referenced) await parked.restore();
    else await parked.destroy();
  }
}
