import { sanitizeFileName } from '../../../src/contract/shared/content-disposition';
import { validateUploadedFileName } from '../../../src/domain/files';
import { AppError } from '../shared/app-error';
import type { IncomingFile } from './ports';

/**
 * The name an upload is kept under: refused (400, the stream drained so that the request's
 * body still ends) when it holds a character free text may not hold, else made a safe file
 * name. Every upload that keeps its name goes through here: attachments, 자료실, photos, logos.
 */
export function uploadedFileNameOf(incoming: IncomingFile): string {
  const checked = validateUploadedFileName(incoming.fileName);
  if (!checked.ok) {
    incoming.stream.resume();
    throw new AppError('invalidInput', checked.message);
  }
  return sanitizeFileName(checked.value);
}
