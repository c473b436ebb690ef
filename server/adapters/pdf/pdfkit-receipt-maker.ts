import { createRequire } from 'node:module';
import type { ReceiptDocument } from '../../../src/domain/donations/receipt';
import type { ReceiptPdfMaker } from '../../application/donations/ports';
import { HeavyWorkBusyError } from '../../application/shared/ports';
import { WorkerPool } from '../shared/worker-pool';
import type { DrawnDocument } from './drawing';
import { receiptFontPaths } from './receipt-fonts';
import { receiptDrawing } from './receipt-layout';

// The worker draws what the layout decided (drawing.ts) with PDFKit, in Noto Sans CJK KR cut
// down to the receipts' characters (every Hangul syllable, KS X 1001's Hanja: receipt-fonts.ts),
// embedded as a subset of the glyphs used, so that the text can be selected, searched and
// extracted. The fonts are read once per thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const PDFDocument = require(workerData.pdfkit);
const fonts = {
  regular: fs.readFileSync(workerData.fonts.regular),
  bold: fs.readFileSync(workerData.fonts.bold),
};
// Reading a font's tables for its first text costs about 50 ms; PDFKit reads them again for
// every document. Each thread keeps the fonts it has read and gives every later document the
// same ones, through PDFKit's own font class (pinned version; any other shape falls back to
// reading the font again).
const read = {};
const useFont = (doc, name) => {
  const known = read[name];
  if (known && typeof doc._fontCount === 'number' && doc._fontFamilies) {
    doc._fontCount += 1;
    doc._fontFamilies[name] = new known.Embedded(doc, known.font, 'F' + doc._fontCount);
    return;
  }
  doc.registerFont(name, fonts[name]);
  doc.font(name);
  if (doc._font && doc._font.font) read[name] = { Embedded: doc._font.constructor, font: doc._font.font };
};
// Korean wraps between words, as the printed form does (CSS's word-break: keep-all): PDFKit
// would break inside one (위와 같 / 이). A line is measured a character at a time, as PDFKit
// measures Korean (it may break after any syllable, so no kerning joins them), with room for
// the space PDFKit counts after a line's last word; a word wider than a line is left to PDFKit.
const widthOf = (doc, text) => Array.from(text).reduce((sum, c) => sum + doc.widthOfString(c), 0);
const keepAll = (doc, text, width) =>
  text
    .split('\\n')
    .map((paragraph) => {
      const lines = [];
      let line = '';
      for (const word of paragraph.split(' ')) {
        const longer = line ? line + ' ' + word : word;
        if (line && widthOf(doc, longer + ' ') > width - 0.5) {
          lines.push(line);
          line = word;
        } else {
          line = longer;
        }
      }
      lines.push(line);
      return lines.join('\\n');
    })
    .join('\\n');
const grey = (level) => {
  const value = Math.round(Math.max(0, Math.min(1, level)) * 255).toString(16).padStart(2, '0');
  return '#' + value + value + value;
};
parentPort.on('message', (drawn) => {
  try {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      lang: 'ko-KR',
      displayTitle: true,
      info: { Title: drawn.title, Author: drawn.author, Creator: drawn.author },
    });
    useFont(doc, 'regular');
    useFont(doc, 'bold');
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => {
      const pdf = Buffer.concat(chunks);
      parentPort.postMessage({ result: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) });
    });
    for (const operation of drawn.operations) {
      if (operation.kind === 'page') {
        doc.addPage({ size: 'A4', margin: 0 });
      } else if (operation.kind === 'box') {
        doc.lineWidth(operation.lineWidth);
        doc.rect(operation.x, operation.y, operation.width, operation.height);
        if (operation.fill === undefined) doc.stroke('#000000');
        else doc.fillAndStroke(grey(operation.fill), '#000000');
      } else {
        const lines = operation.lines || 1;
        doc.font(operation.weight).fontSize(operation.size).fillColor('#000000');
        doc.text(keepAll(doc, operation.text, operation.width), operation.x, operation.y, {
          width: operation.width,
          height: operation.size * 1.25 * lines,
          align: operation.align,
          ellipsis: true,
          lineGap: 0,
        });
      }
    }
    doc.end();
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

export interface ReceiptPdfPoolOptions {
  /** Threads that draw receipts at once. */
  readonly threads: number;
  /** Receipts that may wait; one more is refused at once (HeavyWorkBusyError). */
  readonly queueLimit: number;
}

/** Receipts' PDFs, drawn with PDFKit in worker threads of their own (bounded, queue-limited). */
export class PdfkitReceiptMaker implements ReceiptPdfMaker {
  private readonly pool: WorkerPool<DrawnDocument, Uint8Array>;

  constructor(options: ReceiptPdfPoolOptions) {
    const resolve = createRequire(import.meta.url).resolve;
    this.pool = new WorkerPool({
      ...options,
      source: WORKER_SOURCE,
      workerData: {
        pdfkit: resolve('pdfkit'),
        fonts: receiptFontPaths(),
      },
      name: 'receipt PDF',
      busy: () => new HeavyWorkBusyError('Receipt PDFs'),
    });
  }

  async make(receipt: ReceiptDocument): Promise<Buffer> {
    const pdf = await this.pool.run(receiptDrawing(receipt));
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  get load() {
    return this.pool.load;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
