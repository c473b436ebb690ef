import { createRequire } from 'node:module';
import { FORMULA_WITHOUT_VALUE } from '../../../src/domain/donations/bank-statement';
import {
  HeavyWorkBusyError,
  type StatementFile,
  type Spreadsheets,
  UnreadableStatementError,
  type WorkbookSheet,
} from '../../application/shared/ports';
import { WorkerPool } from '../shared/worker-pool';

// The worker writes a workbook of one sheet (the receipts' 발급명세: a bold, frozen header row,
// numbers as numbers with grouping, every other cell as text, never a formula), and reads a bank statement's first sheet (XLSX, with exceljs) or its rows (CSV, with
// csv-parse) as rows of text: dates as YYYY-MM-DD (Excel keeps them as days since 1900, read in
// UTC), numbers without grouping, formulas as their results. A CSV is UTF-8 when it decodes as
// such, else EUC-KR (CP949), as Korean banks' exports mostly are.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljs);
const { parse } = require(workerData.csvParse);
const pad = (value) => String(value).padStart(2, '0');
const textOf = (value) => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const day = value.getUTCFullYear() + '-' + pad(value.getUTCMonth() + 1) + '-' + pad(value.getUTCDate());
    const time = pad(value.getUTCHours()) + ':' + pad(value.getUTCMinutes()) + ':' + pad(value.getUTCSeconds());
    return time === '00:00:00' ? day : day + ' ' + time;
  }
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value || 'result' in value) {
      return value.result === undefined ? workerData.formulaWithoutValue : textOf(value.result);
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return textOf(value.text);
    return '';
  }
  return String(value);
};
const decode = (bytes) => {
  // Excel's "유니코드 텍스트" and some exports are UTF-16, told by their byte order mark.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
};
const write = async ({ sheetName, header, rows }) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const numeric = rows.length > 0 && rows.every((row) => typeof row[index] === 'number');
    if (numeric) column.numFmt = '#,##0';
    column.width = Math.min(40, Math.max(10, String(header[index] ?? '').length * 2 + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
parentPort.on('message', async ({ kind, bytes, sheet: toWrite }) => {
  try {
    if (kind === 'write') {
      parentPort.postMessage({ result: await write(toWrite) });
      return;
    }
    if (kind === 'csv') {
      const text = decode(bytes).replace(/^\\uFEFF/, '');
      // Excel's "유니코드 텍스트" separates with tabs: so does a file whose start has more tabs than commas.
      const start = text.slice(0, 4096);
      const count = (separator) => start.split(separator).length;
      const delimiter = count('\\t') > count(',') ? '\\t' : ',';
      const rows = parse(text, {
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: false,
        trim: true,
      });
      parentPort.postMessage({ result: rows });
      return;
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes));
    const sheet = workbook.worksheets[0];
    const rows = [];
    if (sheet) {
      sheet.eachRow({ includeEmpty: true }, (row, number) => {
        const cells = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          cells[column - 1] = textOf(cell.value);
        });
        rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
      });
    }
    parentPort.postMessage({ result: Array.from(rows, (row) => row ?? []) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

export interface StatementReaderPoolOptions {
  readonly threads: number;
  readonly queueLimit: number;
}

type SpreadsheetTask =
  { kind: 'csv' | 'xlsx'; bytes: Uint8Array } | { kind: 'write'; sheet: WorkbookSheet };

/**
 * Spreadsheets read and written in a worker thread of their own (an XLSX is a zip of XML to
 * parse or make): bank statements in, the receipts' 발급명세 out.
 */
export class WorkerSpreadsheets implements Spreadsheets {
  private readonly pool: WorkerPool<SpreadsheetTask, string[][] | Uint8Array>;

  constructor(options: StatementReaderPoolOptions) {
    const resolve = createRequire(import.meta.url).resolve;
    this.pool = new WorkerPool({
      ...options,
      source: WORKER_SOURCE,
      workerData: {
        exceljs: resolve('exceljs'),
        csvParse: resolve('csv-parse/sync'),
        formulaWithoutValue: FORMULA_WITHOUT_VALUE,
      },
      name: 'spreadsheets',
      busy: () => new HeavyWorkBusyError('Spreadsheets'),
    });
  }

  async readStatement(file: StatementFile): Promise<string[][]> {
    const kind = kindOf(file);
    if (!kind) throw new UnreadableStatementError();
    try {
      return (await this.pool.run({ kind, bytes: new Uint8Array(file.bytes) })) as string[][];
    } catch (error) {
      if (error instanceof HeavyWorkBusyError) throw error;
      // A damaged or disguised file: the worker could not read it.
      throw new UnreadableStatementError();
    }
  }

  async writeWorkbook(sheet: WorkbookSheet): Promise<Buffer> {
    const bytes = (await this.pool.run({ kind: 'write', sheet })) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** XLSX by its zip signature (PK), CSV by its name; anything else is not read. */
function kindOf(file: StatementFile): 'csv' | 'xlsx' | null {
  const zip = file.bytes.length > 3 && file.bytes[0] === 0x50 && file.bytes[1] === 0x4b;
  if (zip) return /\.xlsx$/iu.test(file.fileName) ? 'xlsx' : null;
  return /\.(csv|txt)$/iu.test(file.fileName) ? 'csv' : null;
}
