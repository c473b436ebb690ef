import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  fileNameFromContentDisposition,
  sanitizeFileName,
} from '../../src/contract/shared/content-disposition';

describe('content-disposition (RFC 6266 with RFC 5987 filename*)', () => {
  it('carries Korean names in filename* and an ASCII fallback in filename', () => {
    expect(contentDisposition('기부금영수증.pdf')).toBe(
      `attachment; filename="______.pdf"; filename*=UTF-8''%EA%B8%B0%EB%B6%80%EA%B8%88%EC%98%81%EC%88%98%EC%A6%9D.pdf`,
    );
  });

  it('escapes quotes, spaces and the characters RFC 5987 excludes', () => {
    const header = contentDisposition(`a "b" (1)'*.txt`);
    expect(header).toContain('filename="a _b_ (1)\'*.txt"');
    expect(header).toContain("filename*=UTF-8''a%20%22b%22%20%281%29%27%2A.txt");
  });

  it('keeps only the last part of a name with slashes or backslashes', () => {
    expect(contentDisposition('C:\\Users\\kim\\사진.png')).toContain(
      `filename*=UTF-8''%EC%82%AC%EC%A7%84.png`,
    );
  });

  it('can mark a file inline (images shown in the page)', () => {
    expect(contentDisposition('photo.png', 'inline')).toMatch(/^inline; /u);
  });

  it('reads back any name it writes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }), (name) => {
        const safe = sanitizeFileName(name);
        expect(fileNameFromContentDisposition(contentDisposition(name))).toBe(safe);
      }),
    );
  });

  it('reads the plain filename when there is no filename*', () => {
    expect(fileNameFromContentDisposition('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"quoted\\" name.txt"')).toBe(
      'a "quoted" name.txt',
    );
  });

  it('reads ISO-8859-1 filename* too', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=iso-8859-1'en'caf%E9.txt")).toBe(
      'café.txt',
    );
  });

  it('gives null when there is no usable name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('inline; filename=""')).toBeNull();
  });

  it('falls back to filename when filename* is broken', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%A`),
    ).toBe('x.pdf');
  });

  describe('sanitizeFileName: a name is never a path', () => {
    it('drops directories, control characters and leading dots', () => {
      expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
      expect(sanitizeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
      expect(sanitizeFileName('.hidden')).toBe('hidden');
      expect(sanitizeFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    });

    it('keeps Korean names, composed (NFC)', () => {
      expect(sanitizeFileName('회의록.hwp'.normalize('NFD'))).toBe('회의록.hwp');
    });

    it('names an empty result "download" and shortens long names keeping the extension', () => {
      expect(sanitizeFileName('../')).toBe('download');
      const long = sanitizeFileName(`${'가'.repeat(300)}.pdf`);
      expect([...long]).toHaveLength(200);
      expect(long.endsWith('.pdf')).toBe(true);
    });
  });
});
