import type { UploadFile } from '../../src/application/files/file-api';

/** A 1×1 PNG: an image by its name, its type and its first bytes, as the upload rules read it. */
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

/** The PNG as a file chosen in the browser. */
export function aPngFile(name = '프로필.png'): UploadFile {
  return { name, data: new Blob([PNG], { type: 'image/png' }) };
}

/** A file of any name, contents and claimed type (e.g. one the upload rules refuse). */
export function aFile(name: string, contents: BlobPart, type: string): UploadFile {
  return { name, data: new Blob([contents], { type }) };
}
