import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReceiptDocument } from '../../../../src/domain/donations/receipt';
import {
  MISSING_GLYPH_MARK,
  receiptFontCodePoints,
} from '../../../../src/domain/donations/receipt-font';
import { PdfkitReceiptMaker } from '../../../../server/adapters/pdf/pdfkit-receipt-maker';
import { receiptFontPaths } from '../../../../server/adapters/pdf/receipt-fonts';
import { receiptDrawing } from '../../../../server/adapters/pdf/receipt-layout';
import { pdfText } from '../../support/pdf-text';

/** What this test reads of a font: fontkit's, as PDFKit itself reads it. */
interface FontkitFont {
  readonly postscriptName: string;
  readonly characterSet: readonly number[];
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
  openSync(file: string): FontkitFont;
};
const fonts = {
  regular: fontkit.openSync(receiptFontPaths().regular),
  bold: fontkit.openSync(receiptFontPaths().bold),
};

/** A donor and a fund whose names hold Hanja, and a character no Korean font has (𠮷, U+20BB7). */
const HANJA_RECEIPT: ReceiptDocument = {
  serial: '2026-000007',
  reissue: false,
  issuedOn: '2026-01-15',
  scope: { kind: 'year', year: 2025 },
  donor: { name: '李道允', identityNumber: '900101-1******', address: '서울특별시 鍾路區 𠮷洞 1' },
  issuer: {
    name: '한빛고등학교 총동문회',
    registrationNumber: '101-82-12345',
    address: '서울특별시 종로구 세종대로 175',
    representative: '金漢彬',
    legalBasis: '「법인세법 시행령」 제39조제1항제1호',
  },
  lines: [
    {
      type: '일반기부금',
      code: '40',
      category: '금전',
      date: '2025-03-02',
      description: '故 김은사 선생님 추모 장학기금',
      amount: 1_000_000,
    },
    {
      type: '특례기부금',
      code: '10',
      category: '현물',
      date: '2025-09-01',
      description: '孝道 장학기금 (『論語』 100권 ※기증)',
      amount: 300_000,
    },
  ],
  total: 1_300_000,
};

/** Issue 29, item 4: 故 printed as a broken glyph; the receipts' font now has Hanja. */
describe('the receipts’ font (Noto Sans CJK KR, cut down)', () => {
  const maker = new PdfkitReceiptMaker({ threads: 1, queueLimit: 1 });
  afterAll(() => maker.close());

  it('draws exactly the characters the domain’s list names, in both weights', () => {
    const listed = [...receiptFontCodePoints()].sort((a, b) => a - b);
    for (const font of Object.values(fonts)) {
      // (A format 4 cmap ends with a segment at U+FFFF that maps to no glyph.)
      const drawn = font.characterSet.filter((point) => font.hasGlyphForCodePoint(point));
      expect([...new Set(drawn)].sort((a, b) => a - b)).toEqual(listed);
    }
    // Every Hangul syllable, and the Hanja of the fund that printed a broken glyph.
    expect(listed).toContain(0xac00);
    expect(listed).toContain(0xd7a3);
    for (const hanja of '故金李孝論語鍾路區') expect(listed).toContain(hanja.codePointAt(0));
  });

  it('has a glyph for every character of a receipt whose names and funds hold Hanja', async () => {
    for (const operation of receiptDrawing(HANJA_RECEIPT).operations) {
      if (operation.kind !== 'text') continue;
      for (const character of operation.text.replaceAll('\n', '')) {
        const codePoint = character.codePointAt(0) ?? 0;
        expect(fonts[operation.weight].hasGlyphForCodePoint(codePoint), character).toBe(true);
      }
    }

    const pdf = await maker.make(HANJA_RECEIPT);
    const text = pdfText(pdf);
    for (const expected of [
      '李道允',
      '故 김은사 선생님 추모 장학기금',
      '孝道 장학기금',
      '金漢彬',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Lines break between words, not inside one (위와 같 / 이 before).
    expect(text).toContain('같이 기부받았음을 증명합니다');
    // The one character no font here has is printed as 〓, not as an empty box.
    expect(text).toContain(`鍾路區 ${MISSING_GLYPH_MARK}洞 1`);
    expect(text).not.toContain('𠮷');

    // Only the two weights, each embedded as a subset of the glyphs used.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-font-')), 'r.pdf');
    fs.writeFileSync(file, pdf);
    const listing = execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(listing).toHaveLength(2);
    for (const [index, line] of listing.entries()) {
      const name = index === 0 ? fonts.regular.postscriptName : fonts.bold.postscriptName;
      expect(line).toMatch(new RegExp(`^[A-Z]{6}\\+${name}\\s.*\\byes\\s+yes\\b`, 'u'));
    }
    // A subset: a receipt stays small though the fonts are 2.3 MB each.
    expect(pdf.length).toBeLessThan(120_000);
  });
});
