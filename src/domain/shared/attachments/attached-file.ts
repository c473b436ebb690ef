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
