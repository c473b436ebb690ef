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
import { fileNameFromContentDisposition } from '../../contract/shared/content-disposition';
import type { EndpointName } from '../../contract/endpoints';
import type { AttachedFileData, DownloadFileBody, DownloadFilesBody } from '../../contract/files';
import { ApiClient } from './api-client';

/** Name given to a download whose answer names no file. */
export const UNNAMED_DOWNLOAD = '내려받은 파일';

/**
 * Uploads (multipart, with real progress through the client's XMLHttpRequest), downloads (bytes +
 * content-disposition) and image addresses.
 */
@injectable()
export class HttpFileApi implements FileApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  upload(file: UploadFile, options: UploadOptions = {}): Promise<AttachedFileRef> {
    return this.send('uploadFile', file, options);
  }

  uploadProfileImage(file: UploadFile, options: UploadOptions = {}): Promise<AttachedFileRef> {
    return this.send('uploadProfileImage', file, options);
  }

  downloadFile(ref: AttachedFileRef, options: TransferOptions = {}): Promise<DownloadedFile> {
    const body: DownloadFileBody = { atchFileMstId: ref.atchFileMstId, atchFileId: ref.atchFileId };
    return this.download('downloadFile', body, options);
  }

  downloadFiles(
    byName: AttachedFileByName,
    options: TransferOptions = {},
  ): Promise<DownloadedFile> {
    const body: DownloadFilesBody = { atchFileMstId: byName.atchFileMstId, fileNm: byName.fileNm };
    return this.download('downloadFiles', body, options);
  }

  recentFile(atchFileMstId: string, signal?: AbortSignal): Promise<AttachedFile | null> {
    return this.client.call<AttachedFileData | null>('recentFile', {
      query: { atchFileMstId },
      signal,
    });
  }

  mediaUrl(atchFileId: string): string {
    return this.client.urlOf('media', { atchFileId });
  }

  private send(
    name: EndpointName,
    file: UploadFile,
    options: UploadOptions,
  ): Promise<AttachedFileRef> {
    // The server reads the group id before the file, so it must come first.
    const form = new FormData();
    if (options.atchFileMstId) form.append('atchFileMstId', options.atchFileMstId);
    form.append('file', file.data, file.name);
    return this.client.upload<AttachedFileRef>(name, {
      form,
      signal: options.signal,
      onProgress: options.onProgress,
    });
  }

  private async download(
    name: EndpointName,
    body: unknown,
    options: TransferOptions,
  ): Promise<DownloadedFile> {
    const response = await this.client.callForResponse(name, { body, signal: options.signal });
    const fileName =
      fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
      UNNAMED_DOWNLOAD;
    const mimeType = response.headers.get('content-type') ?? 'application/octet-stream';
    const data = await readWithProgress(response, mimeType, options.onProgress);
    return { fileName, mimeType, data };
  }
}

/** The body as a Blob, telling the share received so far when the size is known. */
async function readWithProgress(
  response: Response,
  mimeType: string,
  onProgress: ((fraction: number) => void) | undefined,
): Promise<Blob> {
  const total = Number(response.headers.get('content-length'));
  if (!onProgress || !response.body || !Number.isFinite(total) || total <= 0) {
    const blob = await response.blob();
    onProgress?.(1);
    return blob.type ? blob : new Blob([blob], { type: mimeType });
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  onProgress(1);
  return new Blob(chunks, { type: mimeType });
}
