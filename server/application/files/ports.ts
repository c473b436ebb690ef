import type { Readable } from 'node:stream';

/** An upload as it arrives: the name the member gave it and its bytes, streamed. */
export interface IncomingFile {
  readonly fileName: string;
  readonly stream: Readable;
}

/** The files feature's own repository: the files' records (their contents are the FileStore's). */

export interface FileRecord {
  readonly atchFileId: string;
  readonly atchFileMstId: string;
  readonly ownerId: string | null;
  readonly visibility: 'public' | 'private';
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
  readonly sha256: string;
  readonly createdAt: string;
}

export interface FileRepository {
  insert(file: FileRecord): Promise<void>;
  find(atchFileId: string): Promise<FileRecord | null>;
  /** The newest file of that name in the group. */
  findByName(atchFileMstId: string, fileName: string): Promise<FileRecord | null>;
  /** The group's files, oldest first. */
  listGroup(atchFileMstId: string): Promise<readonly FileRecord[]>;
  /** The groups those files belong to, each once (unknown files left out), in one query. */
  groupsOfFiles(atchFileIds: readonly string[]): Promise<string[]>;
  /** The association's files (public, no owner) of those groups, oldest first, in one query. */
  listAssociationFilesOf(atchFileMstIds: readonly string[]): Promise<readonly FileRecord[]>;
  /**
   * Gives the member the group's private files that have no owner (uploads made before sign-up)
   * and answers how many it gave: 0 when another sign-up or the clean-up came first.
   */
  claimGroup(atchFileMstId: string, userId: string): Promise<number>;
  /**
   * Gives the association the group's files that member uploaded (a notice's attachments and
   * images): no owner any more, so that they outlive the member's account, and public. Answers
   * how many files the group then holds that are the association's.
   */
  adoptGroup(atchFileMstId: string, userId: string): Promise<number>;
  /**
   * Deletes the private files without an owner (unclaimed uploads made before sign-up) created
   * before that instant (ISO 8601), and answers them.
   */
  deleteUnclaimed(createdBefore: string): Promise<readonly FileRecord[]>;
  /** Deletes every file of the group and answers them. */
  deleteGroup(atchFileMstId: string): Promise<readonly FileRecord[]>;
  /** Deletes the member's files and answers them. */
  deleteOwnedBy(userId: string): Promise<readonly FileRecord[]>;
  isContentReferenced(sha256: string): Promise<boolean>;
  /**
   * Adds one to the file's downloads unless that visitor (a keyed digest) already downloaded it
   * that day: both decided in the database (two at once by different visitors both count, by the
   * same one once). Answers whether it counted.
   */
  countDownload(atchFileId: string, day: string, visitor: string): Promise<boolean>;
  /** Forgets who downloaded files before that day (YYYY-MM-DD); answers how many were forgotten. */
  forgetDownloadVisitorsBefore(day: string): Promise<number>;
  /** The downloads of each group's files together, by group (0 for a group never downloaded). */
  downloadsOfGroups(atchFileMstIds: readonly string[]): Promise<Map<string, number>>;
}
