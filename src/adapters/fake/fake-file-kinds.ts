/**
 * What the fake takes as an upload, as the server takes it (server/domain/files/file-types.ts):
 * an allowed extension AND contents that start like that kind of file; the stored type comes
 * from this table, never from the browser's claim.
 */
export interface FakeFileKind {
  readonly mimeType: string;
  readonly image: boolean;
}

type Signature = (head: Uint8Array) => boolean;

const bytesAt =
  (bytes: readonly number[], offset = 0): Signature =>
  (head) =>
    bytes.every((byte, index) => head[offset + index] === byte);
const textAt = (text: string, offset = 0) =>
  bytesAt(
    [...text].map((character) => character.charCodeAt(0)),
    offset,
  );

const ZIP = bytesAt([0x50, 0x4b, 0x03, 0x04]);
const OLE = bytesAt([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const OFFICE = 'application/vnd.openxmlformats-officedocument';

const KINDS: Readonly<Record<string, readonly [string, Signature, boolean?]>> = {
  jpg: ['image/jpeg', bytesAt([0xff, 0xd8, 0xff]), true],
  jpeg: ['image/jpeg', bytesAt([0xff, 0xd8, 0xff]), true],
  png: ['image/png', bytesAt([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), true],
  gif: ['image/gif', (head) => textAt('GIF87a')(head) || textAt('GIF89a')(head), true],
  webp: ['image/webp', (head) => textAt('RIFF')(head) && textAt('WEBP', 8)(head), true],
  pdf: ['application/pdf', textAt('%PDF-')],
  hwp: ['application/x-hwp', OLE],
  hwpx: ['application/hwp+zip', ZIP],
  doc: ['application/msword', OLE],
  docx: [`${OFFICE}.wordprocessingml.document`, ZIP],
  xls: ['application/vnd.ms-excel', OLE],
  xlsx: [`${OFFICE}.spreadsheetml.sheet`, ZIP],
  ppt: ['application/vnd.ms-powerpoint', OLE],
  pptx: [`${OFFICE}.presentationml.presentation`, ZIP],
  zip: ['application/zip', ZIP],
  // Text without NUL or other control bytes (tabs and line breaks allowed).
  txt: [
    'text/plain; charset=utf-8',
    (head) => head.every((byte) => byte >= 0x20 || [0x09, 0x0a, 0x0d].includes(byte)),
  ],
};

/** Enough leading bytes to tell every kind apart. */
export const FAKE_FILE_HEAD_BYTES = 512;

/** The kind of an upload from its name and first bytes; null when it may not be uploaded. */
export function fakeFileKindOf(fileName: string, head: Uint8Array): FakeFileKind | null {
  const extension = /\.([A-Za-z0-9]{1,5})$/u.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const kind = Object.hasOwn(KINDS, extension) ? KINDS[extension] : undefined;
  if (!kind?.[1](head)) return null;
  return { mimeType: kind[0], image: kind[2] === true };
}
