import type { UseCaseContext } from '../shared/context';
import { FileService } from './file-service';

export { attachedFileOf } from './attached-file';
export { deleteFileGroup, removeUnreferencedContent } from './content-removal';
export { type PublicFileBytes, storePublicFile } from './public-files';
export type { FileRecord } from './ports';
export type { IncomingFile } from './file-service';
export { uploadedFileNameOf } from './uploaded-file-name';

/** Uploads, downloads and the file store's upkeep. */
export function createFilesServices(context: UseCaseContext) {
  return { files: new FileService(context) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type FilesServices = ReturnType<typeof createFilesServices>;
