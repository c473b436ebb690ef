/**
 * CSV for the office's spreadsheets: UTF-8 with a byte-order mark (so that Excel reads Korean),
 * CRLF line ends and RFC 4180 quoting, and cells that a spreadsheet would take for a formula
 * (starting with = + - @, or a tab or carriage return) prefixed with an apostrophe.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]/u;

/** One cell, guarded and quoted as needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the mark, the header row, then one row per record, each line ending CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: Iterable<readonly (string | number | null | undefined)[]>,
): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
