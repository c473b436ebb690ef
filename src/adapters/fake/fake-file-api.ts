import { inject, injectable } from 'inversify';
import type * as port from '../../application/files/file-api';
import type {
  AttachedFile,
  AttachedFileByName,
  AttachedFileRef,
} from '../../domain/shared/attachments/attached-file';
import { sanitizeFileName } from '../../contract/shared/content-disposition';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPE_MESSAGE,
} from '../../domain/files/profile-image';
import { formatFileSize } from '../../domain/shared/format/file-size';
import { FakeBackend, type StoredFakeFile } from './fake-backend';
import { refusal } from './fake-error';
import { detectFileKind, FILE_HEAD_BYTES } from '../../domain/files/file-types';
import { validateUploadedFileName } from '../../domain/files/file-names';
import { koreanDateTime } from '../../domain/admin/korean-time';
import { requireValid } from './require-valid';
import { GROUP_CLOSED, mayAddToFileGroup } from '../../domain/files/file-groups';

/** The server's default FILE_MAX_BYTES; profile images are smaller (PROFILE_IMAGE_MAX_BYTES). */
const FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Uploads, downloads and image addresses, as the server answers them: a member's uploads (and a
 * visitor's profile image, until a sign-up claims it) are private; only the site's own images
 * are public, and only those have an image address.
 */
@injectable()
export class FakeFileApi implements port.FileApi {
  private readonly objectUrls = new Map<string, string>();
  private held: Promise<void> | null = null;

  /**
   * For tests and demos: the shares done an upload reports, in order, before it finishes (it
   * then reports 1). None by default.
   */
  uploadProgressSteps: readonly number[] = [];

  /**
   * For tests: uploads report their progress steps, then wait until the returned function is
   * called (an abort still ends them), so that a screen can be watched while it uploads.
   */
  holdUploads(): () => void {
    let release: () => void = () => undefined;
    this.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      this.held = null;
      release();
    };
  }

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  /** A member's file. */
  async uploadFile(
    file: port.UploadFile,
    options: port.UploadOptions = {},
  ): Promise<AttachedFileRef> {
    options.signal?.throwIfAborted();
    const ownerId = this.backend.requireAccount().profile.userId;
    return this.store(file, options, ownerId, false);
  }

  /** A profile image: a member's, or a visitor's before sign-up (then nobody's until claimed). */
  async uploadProfileImage(
    file: port.UploadFile,
    options: port.UploadOptions = {},
  ): Promise<AttachedFileRef> {
    options.signal?.throwIfAborted();
    return this.store(file, options, this.backend.callerId(), true);
  }

  async downloadFile(
    ref: AttachedFileRef,
    options: port.TransferOptions = {},
  ): Promise<port.DownloadedFile> {
    const file = this.readable(ref.atchFileMstId).find(
      (candidate) => candidate.atchFileId === ref.atchFileId,
    );
    return this.deliver(file, options);
  }

  async downloadFiles(
    byName: AttachedFileByName,
    options: port.TransferOptions = {},
  ): Promise<port.DownloadedFile> {
    const fileName = sanitizeFileName(byName.fileNm);
    const file = this.readable(byName.atchFileMstId).findLast(
      (candidate) => candidate.fileName === fileName,
    );
    return this.deliver(file, options);
  }

  async recentFile(atchFileMstId: string): Promise<AttachedFile | null> {
    const newest = this.readable(atchFileMstId).at(-1);
    if (!newest) return null;
    const { data: _data, public: _public, ownerId: _ownerId, ...metadata } = newest;
    return metadata;
  }

  mediaUrl(atchFileId: string): string {
    const cached = this.objectUrls.get(atchFileId);
    if (cached) return cached;
    const file = [...this.backend.files.values()]
      .flat()
      .find((candidate) => candidate.atchFileId === atchFileId);
    if (!file?.public || !file.mimeType.startsWith('image/')) return 'data:,';
    const url = URL.createObjectURL(file.data);
    this.objectUrls.set(atchFileId, url);
    return url;
  }

  private async store(
    file: port.UploadFile,
    options: port.UploadOptions,
    ownerId: string | null,
    imageOnly: boolean,
  ): Promise<AttachedFileRef> {
    for (const step of this.uploadProgressSteps) options.onProgress?.(step);
    if (this.held) await untilDoneOrAborted(this.held, options.signal);
    // As over HTTP: an empty group id is not sent, and the upload starts a new group.
    const atchFileMstId = options.atchFileMstId || this.backend.nextId('files');
    const group = this.backend.files.get(atchFileMstId) ?? [];
    if (options.atchFileMstId) {
      const uploader = ownerId ? this.backend.accounts.get(ownerId)?.profile : undefined;
      if (!mayAddToFileGroup(group, uploader ?? null)) throw refusal('forbidden', GROUP_CLOSED);
    }
    const maxBytes = imageOnly ? Math.min(PROFILE_IMAGE_MAX_BYTES, FILE_MAX_BYTES) : FILE_MAX_BYTES;
    if (file.data.size > maxBytes) {
      throw refusal(
        'fileTooLarge',
        `파일은 ${formatFileSize(maxBytes, { decimals: 0 })}까지 올릴 수 있습니다.`,
      );
    }
    const fileName = sanitizeFileName(requireValid(validateUploadedFileName(file.name)));
    const head = new Uint8Array(await file.data.slice(0, FILE_HEAD_BYTES).arrayBuffer());
    const kind = detectFileKind(fileName, head);
    if (!kind || (imageOnly && !kind.image) || file.data.size === 0) {
      throw refusal(
        'unsupportedFile',
        imageOnly
          ? PROFILE_IMAGE_TYPE_MESSAGE
          : '올릴 수 없는 파일입니다. 파일 형식과 내용을 확인해 주세요.',
      );
    }
    const stored: StoredFakeFile = {
      atchFileMstId,
      atchFileId: this.backend.nextId('file'),
      fileName,
      mimeType: kind.mimeType,
      size: file.data.size,
      uploadedAt: this.backend.clock.now().toISOString(),
      data: file.data,
      public: false,
      ownerId,
    };
    this.backend.files.set(atchFileMstId, [...group, stored]);
    options.onProgress?.(1);
    return { atchFileMstId, atchFileId: stored.atchFileId };
  }

  /** Public files to anyone; private ones to their owner only (unclaimed uploads to nobody). */
  private readable(atchFileMstId: string): readonly StoredFakeFile[] {
    const userId = this.backend.callerId();
    return (this.backend.files.get(atchFileMstId) ?? []).filter(
      (file) => file.public || (file.ownerId !== null && file.ownerId === userId),
    );
  }

  private async deliver(
    file: StoredFakeFile | undefined,
    options: port.TransferOptions,
  ): Promise<port.DownloadedFile> {
    options.signal?.throwIfAborted();
    if (!file) throw refusal('fileNotFound');
    // The association's public files are counted as the server counts them (자료실): once a
    // day per visitor.
    if (file.public && file.ownerId === null) {
      const day = koreanDateTime(this.backend.clock.now().toISOString()).slice(0, 10);
      const visitor = this.backend.currentUserId() ?? 'this-browser';
      const key = `${file.atchFileId}|${day}|${visitor}`;
      if (!this.backend.fileDownloaders.has(key)) {
        this.backend.fileDownloaders.add(key);
        const downloads = this.backend.fileDownloads;
        downloads.set(file.atchFileId, (downloads.get(file.atchFileId) ?? 0) + 1);
      }
    }
    options.onProgress?.(1);
    return { fileName: file.fileName, mimeType: file.mimeType, data: file.data };
  }
}

/** Waits for `done`, or rejects with the abort reason as soon as the signal aborts. */
function untilDoneOrAborted(done: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return done;
  signal.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(abortReasonOf(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    void done.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

function abortReasonOf(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}
