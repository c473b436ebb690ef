import type { AttachedFileRef } from '../../domain/shared/attachments/attached-file';
import type { FileApi } from './file-api';
import type { FileSaver } from './file-saver';

/**
 * Downloads an attached file (`downloadFile`, its Korean name from the server) and puts it in
 * the member's hands: a browser download, or the native app's own.
 */
export async function saveAttachment(
  files: Pick<FileApi, 'downloadFile'>,
  saver: FileSaver,
  file: AttachedFileRef,
): Promise<void> {
  const downloaded = await files.downloadFile({
    atchFileMstId: file.atchFileMstId,
    atchFileId: file.atchFileId,
  });
  await saver.save(downloaded);
}
