import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument } from '../../../../src/domain/shared/format/csv-document';

describe('CSV for the office', () => {
  it('starts with the byte-order mark and ends every line with CRLF', () => {
    const text = csvDocument(['번호', '작업'], [[1, '가입 승인']]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text).toBe('\uFEFF번호,작업\r\n1,가입 승인\r\n');
  });

  it('quotes as RFC 4180 says: commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+82-10')).toBe("'+82-10");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
    // Numbers the server writes itself are numbers, not text typed by someone.
    expect(csvCell(-3)).toBe('-3');
  });
});
