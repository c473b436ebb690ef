import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  DEMO_LIBRARY,
  demoLibraryFileName,
  demoLibraryText,
} from '../../../src/domain/library/demo-library';
import { demoHwpx } from '../../../server/seed/demo-hwpx';

/** Issue 29, item 14: 자료실 holds real documents, not 300-byte text files. */
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const BROWSER_COPIES = path.resolve(
  import.meta.dirname,
  '../../../src/adapters/fake/demo-documents',
);

async function partsOf(bytes: Uint8Array): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
  const parts: Record<string, string> = {};
  for (const name of Object.keys(zip.files))
    parts[name] = (await zip.file(name)?.async('string')) ?? '';
  return parts;
}

describe('the demo’s 한글 document (.hwpx)', () => {
  it('is an OWPML package: the mimetype first and stored, the container, manifest, header and section', async () => {
    const bytes = await demoHwpx('장학금 신청서', ['1. 신청인: 성명 (  )', '<서명>']);
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

describe('the browser demo’s 한글 documents', () => {
  it('are what the seed writes from each document’s text (else: npm run demo:documents)', async () => {
    const documents = DEMO_LIBRARY.filter((document) => document.format === 'hwpx');
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const { fileName } = demoLibraryFileName(document);
      const copy = fs.readFileSync(path.join(BROWSER_COPIES, fileName));
      expect(await partsOf(copy), fileName).toEqual(
        await partsOf(await demoHwpx(...demoLibraryText(document))),
      );
    }
  });
});
