/**
 * A small, valid PDF of Korean text for the browser demo's documents (자료실, 기부금 공개's
 * reports), written directly rather than with a PDF library, which would add hundreds of KB to
 * the demo for one page of text (the server's seed draws the same text with PDFKit and the
 * site's font: server/seed/demo-pdf.ts). The text uses the standard Korean CID font (Adobe-Korea1, HYSMyeongJo-Medium,
 * UniKS-UCS2-H), which every PDF reader supplies, so no font is embedded: a page is a few KB.
 */
const PAGE = { width: 595, height: 842, margin: 56 } as const;
const TITLE_SIZE = 18;
const BODY_SIZE = 11;
/** Korean glyphs are a full em wide, Latin ones about half. */
const LINE_WIDTH_EMS = (PAGE.width - 2 * PAGE.margin) / BODY_SIZE;

export function demoPdf(title: string, lines: readonly string[]): Uint8Array {
  const body = lines.flatMap((line) => wrapped(line, LINE_WIDTH_EMS));
  const text = [
    'BT',
    `/F1 ${TITLE_SIZE} Tf ${PAGE.margin} ${PAGE.height - PAGE.margin - TITLE_SIZE} Td`,
    `<${ucs2Hex(title)}> Tj`,
    `/F1 ${BODY_SIZE} Tf ${BODY_SIZE * 1.7} TL T* T*`,
    ...body.map((line) => `<${ucs2Hex(line)}> Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /HYSMyeongJo-Medium /Encoding /UniKS-UCS2-H /DescendantFonts [6 0 R] >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYSMyeongJo-Medium /CIDSystemInfo << /Registry (Adobe) /Ordering (Korea1) /Supplement 1 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /HYSMyeongJo-Medium /Flags 6 /FontBBox [0 -148 1001 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 60 >>',
    `<< /Title <FEFF${ucs2Hex(title)}> /Producer (alumni-association demo) >>`,
  ];
  // Everything written is ASCII (the text is in hex), so a character is a byte.
  let file = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(file, (character) => character.charCodeAt(0));
}

/** The text as big-endian UCS-2 in hex, as the UniKS-UCS2-H encoding reads it. */
function ucs2Hex(text: string): string {
  return Array.from(text, (character) =>
    (character.codePointAt(0) ?? 0x3f).toString(16).padStart(4, '0').slice(-4),
  ).join('');
}

/** The line cut into pieces no wider than `ems`, at spaces where it can. */
function wrapped(line: string, ems: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (widthOf(candidate) <= ems || current === '') current = candidate;
    else {
      pieces.push(current);
      current = word;
    }
  }
  pieces.push(current);
  return pieces.flatMap((piece) => cut(piece, ems));
}

/** A piece still too wide (one long word) cut anywhere. */
function cut(piece: string, ems: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const character of piece) {
    if (widthOf(current + character) > ems) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  return [...parts, current];
}

function widthOf(text: string): number {
  return Array.from(text).reduce((sum, character) => sum + (character < '\u0080' ? 0.5 : 1), 0);
}
