import { inject, injectable } from 'inversify';
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
import type { BodyOf } from '../../contract/endpoint-types';
import { ApiClient } from './api-client';

/**
 * Uploads (multipart, with real progress through the client's XMLHttpRequest), downloads (bytes +
 * content-disposition) and image addresses.
 */
@injectable()
export class HttpFileApi implements FileApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  uploadFile(file: UploadFile, options: UploadOptions = {}): Promise<AttachedFileRef> {
    return this.send('uploadFile', file, options);
  }

  uploadProfileImage(file: UploadFile, options: UploadOptions = {}): Promise<AttachedFileRef> {
    return this.send('uploadProfileImage', file, options);
  }

  downloadFile(ref: AttachedFileRef, options: TransferOptions = {}): Promise<DownloadedFile> {
    const body = { atchFileMstId: ref.atchFileMstId, atchFileId: ref.atchFileId };
    return this.download('downloadFile', body, options);
  }

  downloadFiles(
    byName: AttachedFileByName,
    options: TransferOptions = {},
  ): Promise<DownloadedFile> {
    const body = { atchFileMstId: byName.atchFileMstId, fileNm: byName.fileNm };
    return this.download('downloadFiles', body, options);
  }

  recentFile(atchFileMstId: string, signal?: AbortSignal): Promise<AttachedFile | null> {
    return this.client.call('recentFile', {
      query: { atchFileMstId },
      signal,
    });
  }

  mediaUrl(atchFileId: string): string {
    return this.client.urlOf('media', { atchFileId });
  }

  private send(
    name: 'uploadFile' | 'uploadProfileImage',
    file: UploadFile,
    options: UploadOptions,
  ): Promise<AttachedFileRef> {
    // The server reads the group id before the file, so it must come first.
    const form = new FormData();
    if (options.atchFileMstId) form.append('atchFileMstId', options.atchFileMstId);
    form.append('file', file.data, file.name);
    return this.client.upload(name, {
      form,
      signal: options.signal,
      onProgress: options.onProgress,
    });
  }

  private async download<N extends 'downloadFile' | 'downloadFiles'>(
    name: N,
    body: BodyOf<N>,
    options: TransferOptions,
  ): Promise<DownloadedFile> {
    const response = await this.client.callForResponse(name, { body, signal: options.signal });
    // Read by a module of its own, loaded at the first download: no page needs it to show.
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, options.onProgress);
  }
}
