import { createRequire } from 'node:module';
import {
  FORMULA_WITHOUT_VALUE,
  STATEMENT_MAX_CELLS,
  STATEMENT_MAX_ROWS,
  STATEMENT_MAX_UNPACKED_BYTES,
} from '../../../src/domain/donations/bank-statement';
import {
  type StatementFile,
  StatementTooLargeError,
  type Spreadsheets,
  UnreadableStatementError,
  type WorkbookSheet,
} from '../../application/donations/ports';
import { HeavyWorkBusyError } from '../../application/shared/ports';
import {
  WorkerJobOutOfMemoryError,
  WorkerJobRefusal,
  WorkerJobTimeoutError,
  WorkerPool,
} from '../shared/worker-pool';

/**
 * A worker's heap: a statement within the limits reads in far less; past it the thread is ended
 * (and replaced), not the server. Measured: a 20,000-row statement peaks near 200 MB.
 */
const SPREADSHEET_WORKER_MEMORY = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 };
/** A statement read longer than this is ended: no bank's file takes it. */
const READ_TIMEOUT_MS = 20_000;

// The worker writes a workbook of one sheet (the receipts' 발급명세: a bold, frozen header row,
// numbers as numbers with grouping, every other cell as text, never a formula), and reads a bank statement's first sheet (XLSX, with exceljs) or its rows (CSV, with
// csv-parse) as rows of text: dates as YYYY-MM-DD (Excel keeps them as days since 1900, read in
// UTC), numbers without grouping, formulas as their results. A CSV is UTF-8 when it decodes as
// such, else EUC-KR (CP949), as Korean banks' exports mostly are.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljs);
const { parse } = require(workerData.csvParse);
const zlib = require('node:zlib');
const limits = workerData.limits;
class TooLarge extends Error {}
const TOO_LARGE = 'statement-too-large';
// An XLSX unpacked before exceljs sees it, entry by entry, each inflated with a cap on its output
// (what the zip says of its sizes may lie): past the limits the file is refused, never parsed.
// Rows and cells of the worksheets are counted in their XML.
const checkXlsx = (bytes) => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 65557); at -= 1) {
    if (buffer.readUInt32LE(at) === 0x06054b50) { end = at; break; }
  }
  if (end < 0) throw new Error('no central directory');
  const entries = buffer.readUInt16LE(end + 10);
  if (entries > limits.entries) throw new TooLarge(TOO_LARGE);
  let at = buffer.readUInt32LE(end + 16);
  let unpacked = 0;
  let rows = 0;
  let cells = 0;
  const count = (xml, tag) => {
    let found = 0;
    for (let index = xml.indexOf(tag); index >= 0; index = xml.indexOf(tag, index + tag.length)) found += 1;
    return found;
  };
  for (let entry = 0; entry < entries; entry += 1) {
    if (buffer.readUInt32LE(at) !== 0x02014b50) throw new Error('damaged central directory');
    const method = buffer.readUInt16LE(at + 10);
    const packedSize = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const local = buffer.readUInt32LE(at + 42);
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    if (buffer.readUInt32LE(local) !== 0x04034b50) throw new Error('damaged entry');
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const packed = buffer.subarray(start, start + packedSize);
    const room = limits.unpackedBytes - unpacked;
    let content;
    if (method === 0) content = packed;
    else if (method === 8) {
      try {
        content = zlib.inflateRawSync(packed, { maxOutputLength: room + 1 });
      } catch (error) {
        if (error && error.code === 'ERR_BUFFER_TOO_LARGE') throw new TooLarge(TOO_LARGE);
        throw error;
      }
    } else throw new Error('unknown compression');
    unpacked += content.length;
    if (unpacked > limits.unpackedBytes) throw new TooLarge(TOO_LARGE);
    if (name.startsWith('xl/worksheets/') && name.endsWith('.xml')) {
      rows += count(content, '<row');
      cells += count(content, '<c ') + count(content, '<c>');
      if (rows > limits.rows || cells > limits.cells) throw new TooLarge(TOO_LARGE);
    }
  }
};
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
      if (text.split('\\n').length > limits.rows + 1) throw new TooLarge(TOO_LARGE);
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
    checkXlsx(bytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes));
    const sheet = workbook.worksheets[0];
    const rows = [];
    // A row numbered a million with nothing above it is still a million rows to hand back.
    if (sheet && sheet.rowCount > limits.rows) throw new TooLarge(TOO_LARGE);
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
    if (error instanceof TooLarge) {
      parentPort.postMessage({ error: TOO_LARGE, refusal: TOO_LARGE });
      return;
    }
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

export interface StatementReaderPoolOptions {
  readonly threads: number;
  readonly queueLimit: number;
  /** How long one statement may take to read (tests shorten it). */
  readonly readTimeoutMs?: number;
}

type SpreadsheetTask =
  { kind: 'csv' | 'xlsx'; bytes: Uint8Array } | { kind: 'write'; sheet: WorkbookSheet };

/**
 * Spreadsheets read and written in a worker thread of their own (an XLSX is a zip of XML to
 * parse or make): bank statements in, the receipts' 발급명세 out.
 */
export class WorkerSpreadsheets implements Spreadsheets {
  private readonly pool: WorkerPool<SpreadsheetTask, string[][] | Uint8Array>;

  private readonly readTimeoutMs: number;

  constructor({ readTimeoutMs = READ_TIMEOUT_MS, ...options }: StatementReaderPoolOptions) {
    this.readTimeoutMs = readTimeoutMs;
    const resolve = createRequire(import.meta.url).resolve;
    this.pool = new WorkerPool({
      ...options,
      source: WORKER_SOURCE,
      workerData: {
        exceljs: resolve('exceljs'),
        csvParse: resolve('csv-parse/sync'),
        formulaWithoutValue: FORMULA_WITHOUT_VALUE,
        limits: {
          unpackedBytes: STATEMENT_MAX_UNPACKED_BYTES,
          entries: 1000,
          rows: STATEMENT_MAX_ROWS,
          cells: STATEMENT_MAX_CELLS,
        },
      },
      resourceLimits: SPREADSHEET_WORKER_MEMORY,
      name: 'spreadsheets',
      busy: () => new HeavyWorkBusyError('Spreadsheets'),
    });
  }

  async readStatement(file: StatementFile): Promise<string[][]> {
    const kind = kindOf(file);
    if (!kind) throw new UnreadableStatementError();
    try {
      return (await this.pool.run(
        { kind, bytes: new Uint8Array(file.bytes) },
        { timeoutMs: this.readTimeoutMs },
      )) as string[][];
    } catch (error) {
      if (error instanceof HeavyWorkBusyError) throw error;
      // Too much to unpack, too many rows, or past the thread's memory or time: a zip bomb or a
      // file of years, refused as too large (the pool has replaced the thread if it ended it).
      if (
        error instanceof WorkerJobTimeoutError ||
        error instanceof WorkerJobOutOfMemoryError ||
        error instanceof WorkerJobRefusal
      ) {
        throw new StatementTooLargeError();
      }
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
