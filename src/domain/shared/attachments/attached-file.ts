/**
 * Attached files are grouped: an upload answers the group id `atchFileMstId`, and each file in it
 * has its own `atchFileId` (spec section 3).
 */

/** A file addressed by group and id (the by-id download). */
export interface AttachedFileRef {
  readonly atchFileMstId: string;
  readonly atchFileId: string;
}

/** A file addressed by group and name (the by-name download). */
export interface AttachedFileByName {
  readonly atchFileMstId: string;
  readonly fileNm: string;
}

export interface AttachedFile extends AttachedFileRef {
  readonly fileName: string;
  readonly mimeType: string;
  /** Size in bytes. */
  readonly size: number;
  /** ISO 8601 time of upload. */
  readonly uploadedAt: string;
}

/**
 * The office refers to a file group none of whose files it uploaded (another member's, or no
 * upload at all): the association adopts only its administrators' own uploads.
 */
export const UNKNOWN_FILE_GROUP = '올리지 않은 파일이 들어 있습니다. 파일을 다시 올려 주세요.';
