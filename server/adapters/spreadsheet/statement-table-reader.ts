import { createRequire } from 'node:module';
import {
  HeavyWorkBusyError,
  type StatementFile,
  type StatementTables,
  UnreadableStatementError,
} from '../../application/shared/ports';
import { WorkerPool } from '../shared/worker-pool';

// The worker reads a bank statement's first sheet (XLSX, with exceljs) or its rows (CSV, with
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
    if ('result' in value) return textOf(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return textOf(value.text);
    return '';
  }
  return String(value);
};
const decode = (bytes) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
};
parentPort.on('message', async ({ kind, bytes }) => {
  try {
    if (kind === 'csv') {
      const rows = parse(decode(bytes).replace(/^\\uFEFF/, ''), {
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
    parentPort.postMessage({ error: { message: error instanceof Error ? error.message : String(error) } });
  }
});
`;

export interface StatementReaderPoolOptions {
  readonly threads: number;
  readonly queueLimit: number;
}

/** Bank statements read in a worker thread of their own (an XLSX is a zip of XML to parse). */
export class WorkerStatementTables implements StatementTables {
  private readonly pool: WorkerPool<{ kind: 'csv' | 'xlsx'; bytes: Uint8Array }, string[][]>;

  constructor(options: StatementReaderPoolOptions) {
    const resolve = createRequire(import.meta.url).resolve;
    this.pool = new WorkerPool({
      ...options,
      source: WORKER_SOURCE,
      workerData: { exceljs: resolve('exceljs'), csvParse: resolve('csv-parse/sync') },
      name: 'statement reading',
      busy: () => new HeavyWorkBusyError('Statement reading'),
    });
  }

  async read(file: StatementFile): Promise<string[][]> {
    const kind = kindOf(file);
    if (!kind) throw new UnreadableStatementError();
    try {
      return await this.pool.run({ kind, bytes: new Uint8Array(file.bytes) });
    } catch (error) {
      if (error instanceof HeavyWorkBusyError) throw error;
      // A damaged or disguised file: the worker could not read it.
      throw new UnreadableStatementError();
    }
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
