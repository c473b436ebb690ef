import type { Clock, FileStore, Random, SecretDigest } from '../shared/ports';
import { FileContents } from './file-contents';
import { FileGroups } from './file-groups';
import { FileService } from './file-service';
import type { FileRepository } from './ports';

export { attachedFileOf } from './attached-file';
export type { FileGroups, PublicFileBytes } from './file-groups';
export type { FileContents } from './file-contents';
export type { FileRecord, FileRepository, IncomingFile } from './ports';
export { uploadedFileNameOf } from './uploaded-file-name';

/** What the files feature uses: its records, the store of contents, and a few ports. */
export interface FilesDependencies {
  readonly fileRecords: FileRepository;
  readonly fileStore: FileStore;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly fileMaxBytes: number;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * Uploads, downloads and the file store's upkeep (`files`); and `fileGroups`, the entry through
 * which the other features keep their attachments and images.
 */
export function createFilesServices(deps: FilesDependencies) {
  const contents = new FileContents(deps);
  return {
    files: new FileService({ ...deps, contents }),
    fileGroups: new FileGroups({ ...deps, contents }),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type FilesServices = ReturnType<typeof createFilesServices>;
