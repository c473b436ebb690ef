import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

// Loaded from node_modules, not bundled into dist-server/: PDFKit reads its own files beside it
// (as the receipts' PDF worker loads it).
const requireHere = createRequire(import.meta.url);
let pdfkit: typeof PDFDocument | null = null;
/** The font read once, for every document: reading its tables took most of a document's time. */
let font: PDFKit.Mixins.PDFFontSource | null = null;

/**
 * The demo's documents as the server stores them: the same title and lines as the fake
 * backend's (src/adapters/fake/demo-pdf.ts), drawn with PDFKit in the site's Korean font
 * (Pretendard, embedded as a subset of the glyphs used, as the receipts are), so that any PDF
 * reader shows them and the text can be searched. The font's tables are read once, with
 * fontkit, for all of them (PDFKit takes a font read so): read for each document, they made
 * a document three times slower.
 */
export async function demoPdfWithFont(title: string, lines: readonly string[]): Promise<Buffer> {
  font ??= (
    requireHere('fontkit') as { create(buffer: Buffer): PDFKit.Mixins.PDFFontSource }
  ).create(
    fs.readFileSync(requireHere.resolve('pretendard/dist/public/static/Pretendard-Regular.otf')),
  );
  pdfkit ??= requireHere(requireHere.resolve('pdfkit')) as typeof PDFDocument;
  const doc = new pdfkit({
    size: 'A4',
    margin: 56,
    lang: 'ko-KR',
    displayTitle: true,
    info: { Title: title, Author: '총동문회 사무국' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolveDone, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolveDone(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(font).fontSize(18).text(title);
  doc.moveDown();
  doc.fontSize(11);
  for (const line of lines) doc.text(line === '' ? ' ' : line, { lineGap: 6 });
  doc.end();
  return done;
}
