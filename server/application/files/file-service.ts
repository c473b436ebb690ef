import type { Readable } from 'node:stream';
import { sanitizeFileName } from '../../../src/contract/shared/content-disposition';
import { formatFileSize } from '../../../src/domain/shared/format/file-size';
import { detectFileKind } from '../../../src/domain/files/file-types';
import { GROUP_CLOSED, mayAddToFileGroup } from '../../../src/domain/files/file-groups';
import { PROFILE_IMAGE_MAX_BYTES, UNCLAIMED_UPLOAD_TTL_MS } from '../../domain/files';
import { countedVisitorOf, countingPeriodOf } from '../../domain/shared/counted-visitor';
import { AppError } from '../shared/app-error';
import type { Principal } from '../shared/principal';
import {
  BlobTooLargeError,
  type Clock,
  type FileStore,
  type Random,
  type ReceivedBlob,
  type SecretDigest,
} from '../shared/ports';
import type { FileContents } from './file-contents';
import type { FileRecord, FileRepository, IncomingFile } from './ports';
import { uploadedFileNameOf } from './uploaded-file-name';

export interface FileDownload {
  readonly file: FileRecord;
  readonly stream: Readable;
}

/**
 * Uploads and downloads. An upload needs an allowed extension and contents that start like that
 * kind of file; it is stored by content hash and described in the database. A member's uploads
 * are private to them; public files (site images) are readable by anyone. Files join a group
 * (`atchFileMstId`) only when that group is the uploader's own.
 *
 * A visitor (no principal) may upload a profile image for sign-up: it is stored private and
 * without an owner, so nobody can read it (not even the visitor: the page shows its own copy),
 * no one can add to its group, and only a sign-up can claim it, once. What no sign-up claimed
 * within a day is deleted by `deleteUnclaimedUploads`.
 */
export interface FileServiceDependencies {
  readonly fileRecords: FileRepository;
  readonly fileStore: FileStore;
  readonly contents: FileContents;
  readonly clock: Clock;
  readonly random: Random;
  /** Keys the visitors counted among a file's downloads. */
  readonly digest: SecretDigest;
  readonly fileMaxBytes: number;
}

export class FileService {
  constructor(private readonly deps: FileServiceDependencies) {}

  uploadFile(principal: Principal, file: IncomingFile, atchFileMstId?: string) {
    return this.store(principal, file, atchFileMstId, false);
  }

  /** Profile images; also before sign-up (no principal), to be claimed by the new account. */
  uploadProfileImage(principal: Principal | null, file: IncomingFile, atchFileMstId?: string) {
    return this.store(principal, file, atchFileMstId, true);
  }

  /**
   * Deletes the uploads made before sign-up that no sign-up claimed within a day: their rows,
   * and their contents unless another file has the same. Answers how many files went.
   */
  async deleteUnclaimedUploads(): Promise<number> {
    const { fileRecords, clock, contents } = this.deps;
    const createdBefore = new Date(clock.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
    const deleted = await fileRecords.deleteUnclaimed(createdBefore);
    await contents.removeContentsOf(deleted, 'removal of an unclaimed upload');
    return deleted.length;
  }

  /**
   * Finishes what a crash interrupted in the file store: deletes temporary copies of uploads
   * that can no longer finish, and decides about contents parked for removal (deleted when still
   * unreferenced, else put back). At start and with the hourly maintenance.
   */
  async tidyFileStore(): Promise<{ temporaries: number; parked: number }> {
    const { fileStore, contents } = this.deps;
    const temporaries = await fileStore.removeAbandonedTemporaries();
    const parked = await fileStore.parked();
    for (const blob of parked) await contents.settle(blob);
    return { temporaries, parked: parked.length };
  }

  /** A file for the caller; `ip` is the caller's address, for the count of downloads. */
  async downloadFile(
    principal: Principal | null,
    atchFileMstId: string,
    atchFileId: string,
    ip: string | null = null,
  ): Promise<FileDownload> {
    const file = await this.deps.fileRecords.find(atchFileId);
    if (!file || file.atchFileMstId !== atchFileMstId || !canRead(file, principal)) {
      throw new AppError('fileNotFound');
    }
    return this.counted(file, countedVisitorOf(principal?.userId ?? null, ip));
  }

  async downloadFiles(
    principal: Principal | null,
    atchFileMstId: string,
    fileName: string,
    ip: string | null = null,
  ): Promise<FileDownload> {
    const file = await this.deps.fileRecords.findByName(atchFileMstId, sanitizeFileName(fileName));
    if (!file || !canRead(file, principal)) throw new AppError('fileNotFound');
    return this.counted(file, countedVisitorOf(principal?.userId ?? null, ip));
  }

  /**
   * Forgets who downloaded public files before today (in Korea): a visitor's digest is needed
   * only to count them once a day; the counts stay. Answers how many were forgotten.
   */
  forgetPastDownloaders(): Promise<number> {
    return this.deps.fileRecords.forgetDownloadVisitorsBefore(
      countingPeriodOf(this.deps.clock.now()),
    );
  }

  /** The newest file of the group that the caller may read, or null. */
  async recentFile(principal: Principal | null, atchFileMstId: string): Promise<FileRecord | null> {
    const group = await this.deps.fileRecords.listGroup(atchFileMstId);
    return group.filter((file) => canRead(file, principal)).at(-1) ?? null;
  }

  /**
   * The download of a file, counted when it is one of the association's public files (자료실,
   * notices' attachments), once per visitor and Korean day; a member's own files are not counted.
   */
  private async counted(file: FileRecord, visitor: string): Promise<FileDownload> {
    const download = await this.opened(file);
    if (file.visibility === 'public' && file.ownerId === null) {
      const day = countingPeriodOf(this.deps.clock.now());
      // Only a keyed digest is kept: the count needs to tell visitors apart, not to know them.
      const key = this.deps.digest.digest(`file-download:${day}:${visitor}`);
      try {
        await this.deps.fileRecords.countDownload(file.atchFileId, day, key);
      } catch (error) {
        download.stream.destroy();
        throw error;
      }
    }
    return download;
  }

  /** A public image, for <img src>. */
  async media(atchFileId: string): Promise<FileDownload> {
    const file = await this.deps.fileRecords.find(atchFileId);
    if (!file || file.visibility !== 'public' || !file.mimeType.startsWith('image/')) {
      throw new AppError('fileNotFound');
    }
    return this.opened(file);
  }

  private async store(
    principal: Principal | null,
    incoming: IncomingFile,
    atchFileMstId: string | undefined,
    imageOnly: boolean,
  ): Promise<{ atchFileMstId: string; atchFileId: string }> {
    const { fileRecords, fileStore, contents, clock, random, fileMaxBytes } = this.deps;
    const ownerId = principal?.userId ?? null;
    const fileName = uploadedFileNameOf(incoming);
    if (atchFileMstId !== undefined) {
      const group = await fileRecords.listGroup(atchFileMstId);
      const grouped = group.map((file) => ({
        ownerId: file.ownerId,
        public: file.visibility === 'public',
      }));
      if (!mayAddToFileGroup(grouped, principal)) throw new AppError('forbidden', GROUP_CLOSED);
    }

    const maxBytes = imageOnly ? Math.min(PROFILE_IMAGE_MAX_BYTES, fileMaxBytes) : fileMaxBytes;
    let blob: ReceivedBlob;
    try {
      blob = await fileStore.receive(incoming.stream, maxBytes);
    } catch (error) {
      if (error instanceof BlobTooLargeError) {
        incoming.stream.resume();
        throw new AppError(
          'fileTooLarge',
          `파일은 ${formatFileSize(maxBytes, { decimals: 0 })}까지 올릴 수 있습니다.`,
        );
      }
      throw error;
    }

    try {
      const kind = detectFileKind(fileName, blob.head);
      if (!kind || (imageOnly && !kind.image) || blob.size === 0) {
        // Refused bytes never go in place: the same bytes of another upload may be there, and
        // are that upload's.
        throw new AppError(
          'unsupportedFile',
          imageOnly
            ? '프로필 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.'
            : '올릴 수 없는 파일입니다. 파일 형식과 내용을 확인해 주세요.',
        );
      }

      const record: FileRecord = {
        atchFileId: random.id(),
        atchFileMstId: atchFileMstId ?? random.id(),
        ownerId,
        visibility: 'private',
        fileName,
        mimeType: kind.mimeType,
        size: blob.size,
        sha256: blob.sha256,
        createdAt: clock.now().toISOString(),
      };
      await contents.keep(blob, record, 'removal of an upload without its row');
      return { atchFileMstId: record.atchFileMstId, atchFileId: record.atchFileId };
    } finally {
      await blob.discard();
    }
  }

  private async opened(file: FileRecord): Promise<FileDownload> {
    const { fileStore } = this.deps;
    if (!(await fileStore.exists(file.sha256))) throw new AppError('fileNotFound');
    return { file, stream: fileStore.open(file.sha256) };
  }
}

/** Public files to anyone; private ones to their owner only (unclaimed uploads to nobody). */
function canRead(file: FileRecord, principal: Principal | null): boolean {
  return (
    file.visibility === 'public' || (file.ownerId !== null && file.ownerId === principal?.userId)
  );
}
