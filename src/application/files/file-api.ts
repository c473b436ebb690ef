import type {
  AttachedFile,
  AttachedFileByName,
  AttachedFileRef,
} from '../../domain/shared/attachments/attached-file';
import { token } from '../shared/tokens';

export interface UploadFile {
  readonly name: string;
  readonly data: Blob;
}

/** A finished download: the bytes and the name the server gave (content-disposition). */
export interface DownloadedFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly data: Blob;
}

export interface TransferOptions {
  /** Called with the share done so far, 0 to 1, when it is known. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

export interface UploadOptions extends TransferOptions {
  /** Adds the file to this existing group instead of starting a new one. */
  readonly atchFileMstId?: string;
}

/** Uploads, downloads and image addresses. */
export interface FileApi {
  uploadFile(file: UploadFile, options?: UploadOptions): Promise<AttachedFileRef>;
  uploadProfileImage(file: UploadFile, options?: UploadOptions): Promise<AttachedFileRef>;
  downloadFile(ref: AttachedFileRef, options?: TransferOptions): Promise<DownloadedFile>;
  downloadFiles(byName: AttachedFileByName, options?: TransferOptions): Promise<DownloadedFile>;
  /** The newest file of a group (e.g. the current profile image), or null. */
  recentFile(atchFileMstId: string, signal?: AbortSignal): Promise<AttachedFile | null>;
  /** Address of a public image, for <img src>. */
  mediaUrl(atchFileId: string): string;
}

export const FILE_API = token<FileApi>('FileApi');
