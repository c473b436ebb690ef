import { describe, expect, it } from 'vitest';
import { demoPdf } from '../../../src/adapters/fake/demo-pdf';

/** Issue 29, item 14: 자료실 holds real documents, not 300-byte text files (the browser's demo). */
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
