import type { AttachedFile } from '../../../src/domain/shared/attachments/attached-file';
import type { FileRecord } from './ports';

/** A stored file as the contract shows it: the upload's time is `uploadedAt`. */
export function attachedFileOf(file: FileRecord): AttachedFile {
  return {
    atchFileMstId: file.atchFileMstId,
    atchFileId: file.atchFileId,
    fileName: file.fileName,
    mimeType: file.mimeType,
    size: file.size,
    uploadedAt: file.createdAt,
  };
}
