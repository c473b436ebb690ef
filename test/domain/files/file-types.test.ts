import { describe, expect, it } from 'vitest';
import { detectFileKind, FILE_KINDS } from '../../../src/domain/files/file-types';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const WEBP = new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WEBPVP8 ')]);

describe('file types: an allowed extension and matching first bytes', () => {
  it('recognises images by extension and magic bytes', () => {
    expect(detectFileKind('사진.png', PNG)?.mimeType).toBe('image/png');
    expect(detectFileKind('photo.JPG', JPEG)?.mimeType).toBe('image/jpeg');
    expect(detectFileKind('photo.jpeg', JPEG)?.image).toBe(true);
    expect(detectFileKind('a.gif', text('GIF89a...'))?.mimeType).toBe('image/gif');
    expect(detectFileKind('a.webp', WEBP)?.mimeType).toBe('image/webp');
  });

  it('recognises documents Korean offices use: PDF, HWP, HWPX and Office files', () => {
    expect(detectFileKind('영수증.pdf', text('%PDF-1.7\n'))?.mimeType).toBe('application/pdf');
    expect(detectFileKind('공문.hwp', OLE)?.mimeType).toBe('application/x-hwp');
    expect(detectFileKind('공문.hwpx', ZIP)?.mimeType).toBe('application/hwp+zip');
    expect(detectFileKind('명단.xlsx', ZIP)?.image).toBe(false);
    expect(detectFileKind('회의록.docx', ZIP)).not.toBeNull();
  });

  it('refuses contents that do not match the extension (a renamed script or page)', () => {
    expect(detectFileKind('image.png', text('<script>alert(1)</script>'))).toBeNull();
    expect(detectFileKind('image.jpg', text('<html><body>'))).toBeNull();
    expect(detectFileKind('doc.pdf', PNG)).toBeNull();
    expect(detectFileKind('a.png', JPEG)).toBeNull();
  });

  it('refuses extensions that are not on the list, whatever the contents', () => {
    for (const name of [
      'run.exe',
      'icon.svg',
      'page.html',
      'script.js',
      'archive.tar',
      'noextension',
      'trailing.',
    ]) {
      expect(detectFileKind(name, PNG), name).toBeNull();
    }
  });

  it('accepts plain text only without control bytes', () => {
    expect(detectFileKind('memo.txt', text('안녕하세요\r\n\t동문회'))).not.toBeNull();
    expect(detectFileKind('memo.txt', bytes(0x41, 0x00, 0x42))).toBeNull();
  });

  it('lists no executable, script or markup kind', () => {
    const extensions = FILE_KINDS.flatMap((kind) => kind.extensions);
    for (const dangerous of ['exe', 'js', 'html', 'htm', 'svg', 'php', 'sh', 'bat']) {
      expect(extensions).not.toContain(dangerous);
    }
  });
});
