import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerSpreadsheets } from '../../../../server/adapters/spreadsheet/worker-spreadsheets';
import { FORMULA_WITHOUT_VALUE } from '../../../../src/domain/donations/bank-statement';
import { textCell, xlsxOfRows } from '../../support/xlsx-files';
import {
  StatementTooLargeError,
  UnreadableStatementError,
} from '../../../../server/application/donations/ports';
import { HeavyWorkBusyError } from '../../../../server/application/shared/ports';

const reader = new WorkerSpreadsheets({ threads: 1, queueLimit: 4 });

afterAll(async () => {
  await reader.close();
});

/** 거래일,입금액,입금자 / 2026-03-02,"1,000,000",김하늘 in EUC-KR, as Korean banks export it. */
const EUC_KR_CSV = Buffer.concat([
  Buffer.from('b0c5b7a1c0cf2cc0d4b1ddbed72cc0d4b1ddc0da0d0a', 'hex'),
  Buffer.from('2026-03-02,"1,000,000",', 'latin1'),
  Buffer.from('b1e8c7cfb4c30d0a', 'hex'),
]);

describe('reading a bank statement’s table (issue 14 import: CSV or XLSX, in a worker)', () => {
  it('reads a CSV in EUC-KR or UTF-8 (with a BOM), quoted commas kept', async () => {
    expect(await reader.readStatement({ fileName: '거래내역.csv', bytes: EUC_KR_CSV })).toEqual([
      ['거래일', '입금액', '입금자'],
      ['2026-03-02', '1,000,000', '김하늘'],
    ]);
    const utf8 = Buffer.from('\uFEFF거래일,입금액,입금자\n2026.03.02,50000,박바다\n', 'utf8');
    expect(await reader.readStatement({ fileName: 'statement.CSV', bytes: utf8 })).toEqual([
      ['거래일', '입금액', '입금자'],
      ['2026.03.02', '50000', '박바다'],
    ]);
  });

  it('reads an XLSX’s first sheet: dates as days, numbers whole, formulas as results', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('거래내역');
    sheet.addRow(['계좌번호', '123-456']);
    sheet.addRow(['거래일시', '입금액', '입금자명']);
    sheet.addRow([new Date(Date.UTC(2026, 2, 2)), 1_000_000, '김하늘']);
    sheet.addRow([
      new Date(Date.UTC(2026, 2, 3, 14, 5, 9)),
      { formula: '20000*3', result: 60_000 },
      '박바다',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await reader.readStatement({ fileName: '거래내역.xlsx', bytes })).toEqual([
      ['계좌번호', '123-456'],
      ['거래일시', '입금액', '입금자명'],
      ['2026-03-02', '1000000', '김하늘'],
      ['2026-03-03 14:05:09', '60000', '박바다'],
    ]);
  });

  it('reads a UTF-16 CSV (little or big endian, by its byte order mark), tabs or commas', async () => {
    const text = '거래일\t입금액\t입금자\r\n2026-03-02\t"1,000,000"\t김하늘\r\n';
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.from(little);
    big.swap16();
    const expected = [
      ['거래일', '입금액', '입금자'],
      ['2026-03-02', '1,000,000', '김하늘'],
    ];
    expect(await reader.readStatement({ fileName: '거래내역.csv', bytes: little })).toEqual(
      expected,
    );
    expect(await reader.readStatement({ fileName: '거래내역.txt', bytes: big })).toEqual(expected);
    const commas = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('거래일,입금액,입금자\n2026-03-02,"1,000,000",김하늘\n', 'utf16le'),
    ]);
    expect(await reader.readStatement({ fileName: '거래내역.csv', bytes: commas })).toEqual(
      expected,
    );
  });

  it('marks a formula whose value the file does not store, so that its line is not lost', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('거래내역');
    sheet.addRow(['거래일시', '입금액', '입금자명']);
    sheet.addRow(['2026-03-02', { formula: '20000*3' }, '박바다']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await reader.readStatement({ fileName: '거래내역.xlsx', bytes })).toEqual([
      ['거래일시', '입금액', '입금자명'],
      ['2026-03-02', FORMULA_WITHOUT_VALUE, '박바다'],
    ]);
  });

  it('refuses anything else, and a damaged file, without crashing its worker', async () => {
    const refused = (fileName: string, bytes: Buffer) =>
      expect(reader.readStatement({ fileName, bytes })).rejects.toBeInstanceOf(
        UnreadableStatementError,
      );
    await refused('거래내역.pdf', Buffer.from('%PDF-1.4'));
    await refused('거래내역.xlsx', Buffer.from('not a zip at all'));
    await refused(
      '거래내역.xlsx',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]),
    );
    await refused('archive.zip', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]));
    // The worker still reads the next file.
    expect(
      await reader.readStatement({ fileName: 'a.csv', bytes: Buffer.from('a,b\n1,2\n') }),
    ).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses a zip bomb, too many rows or a row numbered a million as too large, and reads on', async () => {
    const tooLarge = (bytes: Buffer) =>
      expect(reader.readStatement({ fileName: '거래내역.xlsx', bytes })).rejects.toBeInstanceOf(
        StatementTooLargeError,
      );
    // A cell of 40 MB of text: the file is a few tens of kilobytes.
    const bomb = xlsxOfRows([`<row r="1">${textCell('A1', 'A'.repeat(40 * 1024 * 1024))}</row>`]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    await tooLarge(bomb);
    const row = (number: number) => `<row r="${number}"><c r="A${number}"><v>1</v></c></row>`;
    await tooLarge(xlsxOfRows(Array.from({ length: 25_000 }, (_, index) => row(index + 1))));
    await tooLarge(xlsxOfRows([row(1), row(1_000_000)]));
    await expect(
      reader.readStatement({ fileName: 'a.csv', bytes: Buffer.from('\n'.repeat(30_000)) }),
    ).rejects.toBeInstanceOf(StatementTooLargeError);
    // The same worker reads the next file.
    expect(
      await reader.readStatement({ fileName: 'a.xlsx', bytes: xlsxOfRows([row(1), row(2)]) }),
    ).toEqual([['1'], ['1']]);
  });

  it('refuses a statement that takes past its time as too large, and reads the next', async () => {
    const slow = new WorkerSpreadsheets({ threads: 1, queueLimit: 1, readTimeoutMs: 1 });
    const rows = Array.from(
      { length: 5_000 },
      (_, index) => `<row r="${index + 1}">${textCell(`A${index + 1}`, '김하늘')}</row>`,
    );
    await expect(
      slow.readStatement({ fileName: '거래내역.xlsx', bytes: xlsxOfRows(rows) }),
    ).rejects.toBeInstanceOf(StatementTooLargeError);
    await slow.close();
  });

  it('says busy beyond its queue instead of piling up', async () => {
    const small = new WorkerSpreadsheets({ threads: 1, queueLimit: 0 });
    const csv = { fileName: 'a.csv', bytes: Buffer.from('a\n') };
    const first = small.readStatement(csv);
    await expect(small.readStatement(csv)).rejects.toBeInstanceOf(HeavyWorkBusyError);
    await first;
    await small.close();
  });
});
