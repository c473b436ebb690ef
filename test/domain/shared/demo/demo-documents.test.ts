import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { detectFileKind } from '../../../../src/domain/files/file-types';
import { DEMO_LIBRARY, demoLibraryFile } from '../../../../src/domain/library/demo-library';
import { demoHwpx } from '../../../../src/domain/shared/demo/demo-hwpx';
import { demoPdf } from '../../../../src/domain/shared/demo/demo-pdf';

/** Issue 29, item 14: 자료실 holds real documents, not 300-byte text files. */
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('the demo’s PDF', () => {
  it('is a whole PDF: every object where the cross-reference table says, the text in the Korean font', () => {
    const pdf = latin1(
      demoPdf('총동문회 회칙', ['제1조(명칭) 이 회는 한빛고등학교 총동문회라 한다.']),
    );
    expect(pdf.startsWith('%PDF-1.7\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/u.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gmu)].map(([, at]) =>
      Number(at),
    );
    expect(offsets).toHaveLength(8);
    for (const [index, offset] of offsets.entries()) {
      expect(pdf.startsWith(`${index + 1} 0 obj\n`, offset), `object ${index + 1}`).toBe(true);
    }
    const length = Number(/<< \/Length (\d+) >>\nstream\n/u.exec(pdf)?.[1]);
    const streamAt = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(streamAt + length, streamAt + length + 10)).toBe('\nendstream');
    expect(pdf).toContain('/Ordering (Korea1)');
    // 총 (U+CD1D) 동 (U+B3D9): the heading in the font's UCS-2 encoding.
    expect(pdf).toContain('<cd1db3d9');
  });

  it('wraps a long line within the page, at spaces, and a word too long for a line anywhere', () => {
    const words = latin1(demoPdf('제목', [Array.from({ length: 30 }, () => '가가가').join(' ')]));
    expect(words.match(/<(?:ac00|0020)+> Tj/gu)).toHaveLength(3);
    const word = latin1(demoPdf('제목', ['가'.repeat(100)]));
    expect(word.match(/<(?:ac00)+> Tj/gu)).toHaveLength(3);
  });
});

describe('the demo’s 한글 document (.hwpx)', () => {
  it('is an OWPML package: the mimetype first and stored, the container, manifest, header and section', async () => {
    const bytes = demoHwpx('장학금 신청서', ['1. 신청인: 성명 (  )', '<서명>']);
    // The mimetype's name and text right after the first local header: readers check this.
    expect(latin1(bytes.slice(30, 38))).toBe('mimetype');
    expect(latin1(bytes.slice(38, 57))).toBe('application/hwp+zip');
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual([
      'mimetype',
      'version.xml',
      'META-INF/container.xml',
      'Contents/content.hpf',
      'Contents/header.xml',
      'Contents/section0.xml',
    ]);
    const container = await zip.file('META-INF/container.xml')?.async('string');
    expect(container).toContain('full-path="Contents/content.hpf"');
    const section = (await zip.file('Contents/section0.xml')?.async('string')) ?? '';
    expect(section).toContain('<hp:t>장학금 신청서</hp:t>');
    expect(section).toContain('<hp:t>&lt;서명&gt;</hp:t>');
  });
});

describe('the demo 자료실', () => {
  it('holds PDFs and 한글 files, each of the kind its name says, as an upload is checked', () => {
    const files = DEMO_LIBRARY.map(demoLibraryFile);
    expect(files.map((file) => file.fileName.split('.').at(-1)).sort()).toEqual([
      'hwpx',
      'hwpx',
      'pdf',
      'pdf',
    ]);
    for (const file of files) {
      expect(detectFileKind(file.fileName, file.bytes)?.mimeType, file.fileName).toBe(
        file.mimeType,
      );
      expect(file.bytes.length, file.fileName).toBeGreaterThan(1000);
    }
  });
});
