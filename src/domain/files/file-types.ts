/**
 * What may be uploaded: an allow-list of extensions, each with the bytes its files start with
 * (magic numbers). A file must have an allowed extension AND start like that kind of file, so a
 * script renamed to .jpg is refused. The stored type comes from this table, never from the
 * browser's claim.
 */

export interface FileKind {
  readonly extensions: readonly string[];
  readonly mimeType: string;
  readonly image: boolean;
  /** Whether the first bytes match this kind. */
  matches(head: Uint8Array): boolean;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** ZIP containers (docx, xlsx, pptx, hwpx) start with a local file header. */
const isZip = (head: Uint8Array) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
/** OLE compound files: the old hwp, doc, xls, ppt. */
const isOle = (head: Uint8Array) =>
  startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An Office Open XML file (a ZIP container), named by the end of its media type. */
const officeOpenXml = (extension: string, kind: string): FileKind => ({
  extensions: [extension],
  mimeType: `application/vnd.openxmlformats-officedocument.${kind}`,
  image: false,
  matches: isZip,
});

/** 한글's OWPML package (KS X 6101); also written first inside the package, as its `mimetype`. */
export const HWPX_MIME_TYPE = 'application/hwp+zip';

export const FILE_KINDS: readonly FileKind[] = [
  {
    extensions: ['jpg', 'jpeg'],
    mimeType: 'image/jpeg',
    image: true,
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  {
    extensions: ['png'],
    mimeType: 'image/png',
    image: true,
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    extensions: ['gif'],
    mimeType: 'image/gif',
    image: true,
    matches: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')),
  },
  {
    extensions: ['webp'],
    mimeType: 'image/webp',
    image: true,
    matches: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8),
  },
  {
    extensions: ['pdf'],
    mimeType: 'application/pdf',
    image: false,
    matches: (h) => startsWith(h, ascii('%PDF-')),
  },
  { extensions: ['hwp'], mimeType: 'application/x-hwp', image: false, matches: isOle },
  { extensions: ['hwpx'], mimeType: HWPX_MIME_TYPE, image: false, matches: isZip },
  { extensions: ['doc'], mimeType: 'application/msword', image: false, matches: isOle },
  officeOpenXml('docx', 'wordprocessingml.document'),
  { extensions: ['xls'], mimeType: 'application/vnd.ms-excel', image: false, matches: isOle },
  officeOpenXml('xlsx', 'spreadsheetml.sheet'),
  { extensions: ['ppt'], mimeType: 'application/vnd.ms-powerpoint', image: false, matches: isOle },
  officeOpenXml('pptx', 'presentationml.presentation'),
  { extensions: ['zip'], mimeType: 'application/zip', image: false, matches: isZip },
  {
    extensions: ['txt'],
    mimeType: 'text/plain; charset=utf-8',
    image: false,
    matches: isPlainText,
  },
];

/** Enough leading bytes to tell every kind apart. */
export const FILE_HEAD_BYTES = 512;

/** The kind of an upload from its name and first bytes; null when it may not be uploaded. */
export function detectFileKind(fileName: string, head: Uint8Array): FileKind | null {
  const extension = /\.([A-Za-z0-9]{1,5})$/u.exec(fileName)?.[1];
  const kind = extension ? fileKindOfExtension(extension) : null;
  return kind?.matches(head) ? kind : null;
}

/** The kind of a file with this extension (without its dot); null when it may not be uploaded. */
export function fileKindOfExtension(extension: string): FileKind | null {
  const lower = extension.toLowerCase();
  return FILE_KINDS.find((candidate) => candidate.extensions.includes(lower)) ?? null;
}

/** Text without NUL or other control bytes (tabs and line breaks allowed). */
function isPlainText(head: Uint8Array): boolean {
  return head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);
}
