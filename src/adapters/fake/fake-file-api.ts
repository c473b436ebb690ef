import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/shared/errors/api-error';
import type {
  DownloadedFile,
  FileApi,
  TransferOptions,
  UploadFile,
  UploadOptions,
} from '../../application/files/file-api';
import type {
  AttachedFile,
  AttachedFileByName,
  AttachedFileRef,
} from '../../domain/shared/attachments/attached-file';
import { FakeBackend, type StoredFakeFile } from './fake-backend';
import { FAKE_ERROR } from './fake-error';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

@injectable()
export class FakeFileApi implements FileApi {
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

  async upload(file: UploadFile, options: UploadOptions = {}): Promise<AttachedFileRef> {
    return this.store(file, options, false);
  }

  async uploadProfileImage(
    file: UploadFile,
    options: UploadOptions = {},
  ): Promise<AttachedFileRef> {
    if (!IMAGE_TYPES.has(file.data.type)) {
      throw new ApiError(
        'JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
        FAKE_ERROR.badRequest,
        400,
      );
    }
    return this.store(file, options, true);
  }

  async downloadFile(ref: AttachedFileRef, options: TransferOptions = {}): Promise<DownloadedFile> {
    const file = this.readable(ref.atchFileMstId).find(
      (candidate) => candidate.atchFileId === ref.atchFileId,
    );
    return this.deliver(file, options);
  }

  async downloadFiles(
    byName: AttachedFileByName,
    options: TransferOptions = {},
  ): Promise<DownloadedFile> {
    const file = this.readable(byName.atchFileMstId).find(
      (candidate) => candidate.fileName === byName.fileNm,
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
    if (!file?.public) return 'data:,';
    const url = URL.createObjectURL(file.data);
    this.objectUrls.set(atchFileId, url);
    return url;
  }

  private async store(
    file: UploadFile,
    options: UploadOptions,
    isPublic: boolean,
  ): Promise<AttachedFileRef> {
    options.signal?.throwIfAborted();
    for (const step of this.uploadProgressSteps) options.onProgress?.(step);
    if (this.held) await untilDoneOrAborted(this.held, options.signal);
    const ownerId = this.backend.currentUserId();
    const atchFileMstId = options.atchFileMstId ?? this.backend.nextId('files');
    const group = this.backend.files.get(atchFileMstId) ?? [];
    if (group.length > 0 && group[0]?.ownerId !== ownerId) {
      throw new ApiError('이 파일 묶음에 파일을 추가할 수 없습니다.', FAKE_ERROR.forbidden, 403);
    }
    const stored: StoredFakeFile = {
      atchFileMstId,
      atchFileId: this.backend.nextId('file'),
      fileName: file.name,
      mimeType: file.data.type || 'application/octet-stream',
      size: file.data.size,
      uploadedAt: this.backend.clock.now().toISOString(),
      data: file.data,
      public: isPublic,
      ownerId,
    };
    this.backend.files.set(atchFileMstId, [...group, stored]);
    options.onProgress?.(1);
    return { atchFileMstId, atchFileId: stored.atchFileId };
  }

  /** Public files to anyone; a member's private files only to that member. */
  private readable(atchFileMstId: string): readonly StoredFakeFile[] {
    const userId = this.backend.currentUserId();
    return (this.backend.files.get(atchFileMstId) ?? []).filter(
      (file) => file.public || file.ownerId === null || file.ownerId === userId,
    );
  }

  private async deliver(
    file: StoredFakeFile | undefined,
    options: TransferOptions,
  ): Promise<DownloadedFile> {
    options.signal?.throwIfAborted();
    if (!file) throw new ApiError('파일을 찾을 수 없습니다.', FAKE_ERROR.notFound, 404);
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
