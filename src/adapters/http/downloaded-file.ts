import type { DownloadedFile } from '../../application/files/file-api';
import { fileNameFromContentDisposition } from '../../contract/shared/content-disposition';

/** Name given to a download whose answer names no file. */
export const UNNAMED_DOWNLOAD = '내려받은 파일';

/** A download's answer as a file: its name (content-disposition), type and bytes. */
export async function downloadedFileOf(
  response: Response,
  onProgress: ((fraction: number) => void) | undefined,
): Promise<DownloadedFile> {
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? UNNAMED_DOWNLOAD;
  const mimeType = response.headers.get('content-type') ?? 'application/octet-stream';
  const data = await readWithProgress(response, mimeType, onProgress);
  return { fileName, mimeType, data };
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
