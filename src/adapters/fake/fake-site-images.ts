import type { TransferOptions, UploadFile } from '../../application/files/file-api';
import {
  NOT_A_PHOTO,
  SITE_IMAGE_UPLOAD_MAX_BYTES,
  type SiteImage,
  scaledHeight,
  siteImageWidthsFor,
} from '../../domain/content/site-images';
import { detectFileKind, FILE_HEAD_BYTES } from '../../domain/files';
import { validateUploadedFileName } from '../../domain/files/file-names';
import { requireValid } from './require-valid';
import { formatFileSize } from '../../domain/shared/format/file-size';
import { sanitizeFileName } from '../../contract/shared/content-disposition';
import type { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';

/** The server's default FILE_MAX_BYTES, which also bounds photos. */
const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The size a photo is taken to have when the browser cannot say (jsdom). */
const UNKNOWN_SIZE = { width: 1600, height: 1200 };

/**
 * A photo kept as the server keeps an upload (the office's, or a member's logo), with its
 * refusals: too large, not a photo. The fake cannot resize: every width is the uploaded file,
 * a public file of the association shown through mediaUrl.
 */
export async function storeFakeSiteImage(
  backend: FakeBackend,
  names: { readonly imageId: string; readonly uploaderId: string },
  file: UploadFile,
  options: TransferOptions = {},
): Promise<SiteImage> {
  const { imageId } = names;
  const fileName = sanitizeFileName(requireValid(validateUploadedFileName(file.name)));
  options.onProgress?.(0);
  const maxBytes = Math.min(SITE_IMAGE_UPLOAD_MAX_BYTES, FILE_MAX_BYTES);
  if (file.data.size > maxBytes) {
    throw refusal(
      'fileTooLarge',
      `사진은 ${formatFileSize(maxBytes, { decimals: 0 })}까지 올릴 수 있습니다.`,
    );
  }
  const head = new Uint8Array(await file.data.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  if (!detectFileKind(fileName, head)?.image || file.data.size === 0) {
    throw refusal('unsupportedFile', NOT_A_PHOTO);
  }
  const size = await sizeOf(file.data);
  const fileId = backend.nextId('file');
  backend.files.set(imageId, [
    {
      atchFileMstId: imageId,
      atchFileId: fileId,
      fileName,
      mimeType: file.data.type || 'image/jpeg',
      size: file.data.size,
      uploadedAt: backend.clock.now().toISOString(),
      data: file.data,
      public: true,
      ownerId: null,
    },
  ]);
  const image: SiteImage = {
    imageId,
    ...size,
    variants: siteImageWidthsFor(size.width).map((width) => ({
      width,
      height: scaledHeight(size, width),
      webp: fileId,
      jpeg: fileId,
    })),
  };
  backend.siteImages.set(imageId, image);
  backend.siteImageUploaders.set(imageId, names.uploaderId);
  options.onProgress?.(1);
  return image;
}

/** The photo's size as the browser decodes it (upright), when it can. */
async function sizeOf(data: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') return UNKNOWN_SIZE;
  try {
    const bitmap = await createImageBitmap(data);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return UNKNOWN_SIZE;
  }
}
