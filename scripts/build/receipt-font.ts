// `npx tsx scripts/build/receipt-font.ts`: cuts the receipts' font (issue 29, item 4) from
// Debian's Noto Sans CJK KR down to the characters src/domain/donations/receipt-font.ts lists
// (Hangul, KS X 1001's Hanja and symbols, Latin), Regular and Bold, without hinting (print needs
// none), into server/adapters/pdf/fonts/. Needs `apt-get install fonts-noto-cjk fonttools`.
// Run it again after changing that list, and commit the fonts: neither `npm start` nor CI makes
// them. The test of the PDFs (test/server/adapters/pdf/receipt-font.test.ts) checks the fonts
// against the list.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { receiptFontCodePoints } from '../../src/domain/donations/receipt-font';
import { RECEIPT_FONT_FILES } from '../../server/adapters/pdf/receipt-fonts';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const NOTO = '/usr/share/fonts/opentype/noto';
const SOURCES = { regular: 'NotoSansCJK-Regular.ttc', bold: 'NotoSansCJK-Bold.ttc' } as const;

/** Sets the font's line metrics (hhea, which PDFKit reads) to the layout's, in fontTools. */
const LINE_METRICS = `
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
em = font['head'].unitsPerEm
font['hhea'].ascent = round(0.952 * em)
font['hhea'].descent = -round(0.241 * em)
font['hhea'].lineGap = 0
font.save(sys.argv[1])
`;

/** The index of the Korean face in a Noto CJK collection, as fontconfig reads it. */
function koreanFaceOf(collection: string): string {
  const faces = execFileSync('fc-scan', ['--format', '%{index} %{postscriptname}\n', collection], {
    encoding: 'utf8',
  });
  const korean = faces.split('\n').find((line) => / NotoSansCJKkr-/u.test(line));
  if (!korean) throw new Error(`${collection} has no Noto Sans CJK KR face`);
  return korean.split(' ')[0] ?? '';
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-font-'));
try {
  const unicodes = path.join(work, 'unicodes.txt');
  const points = [...receiptFontCodePoints()].sort((a, b) => a - b);
  fs.writeFileSync(unicodes, points.map((point) => point.toString(16)).join('\n'));
  for (const weight of ['regular', 'bold'] as const) {
    const source = path.join(NOTO, SOURCES[weight]);
    const output = path.join(projectRoot, RECEIPT_FONT_FILES[weight]);
    execFileSync('pyftsubset', [
      source,
      `--font-number=${koreanFaceOf(source)}`,
      `--unicodes-file=${unicodes}`,
      '--layout-features=kern',
      '--no-hinting',
      `--output-file=${output}`,
    ]);
    // A line as the layout measures it (receipt-layout.ts: about 1.2 em), not Noto's 1.45 em,
    // which left no room for the second line of a two-line label: ascent 0.952 em, descent
    // 0.241 em, no gap. The glyphs are unchanged.
    execFileSync(process.env['PYTHON'] ?? 'python3', ['-c', LINE_METRICS, output]);
    console.info(`${path.relative(projectRoot, output)}: ${fs.statSync(output).size} bytes`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
