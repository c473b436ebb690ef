import { Readable } from 'node:stream';
import type { UseCaseContext } from '../shared/context';
import { removeUnreferencedContent } from './content-removal';
import type { FileRecord } from './ports';

export interface PublicFileBytes {
  readonly atchFileMstId: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

/**
 * Stores bytes the server made itself (a photo's resized files) as a public file of the
 * association: no owner, readable by anyone through the media path. The same steps as an
 * upload: the bytes in place before their row, and placed again after it, so that a removal
 * running meanwhile never leaves a row without its bytes.
 */
export async function storePublicFile(
  context: UseCaseContext,
  file: PublicFileBytes,
): Promise<FileRecord> {
  const { store, clock, random, files, reportFailure } = context;
  const blob = await files.receive(Readable.from([file.bytes]), file.bytes.length);
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
    await blob.place();
    try {
      await store.files.insert(record);
    } catch (error) {
      await removeUnreferencedContent(context, blob.sha256).catch((removal: unknown) =>
        reportFailure('removal of a public file without its row', removal),
      );
      throw error;
    }
    await blob.place();
    return record;
  } finally {
    await blob.discard();
  }
}
