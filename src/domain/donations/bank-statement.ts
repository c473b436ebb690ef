import {
  type CalendarDate,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
} from '../shared/calendar/calendar-date';
import { formatNumberRanges } from '../shared/format/number-ranges';
import { type PlacedStatement, placeStatement } from './bank-statement-layouts';
import { validateDonationAmount } from './amount';
import { FIRST_DONATION_YEAR } from './contribution-filter';
import type { DonationMethod, ReceiptCode } from './donation';
import { type ValidDonation, validateDonationDraft } from './records';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';

/**
 * A bank statement's deposits, as the office imports them (issue 14): the table of a CSV or XLSX
 * file the bank's internet banking exports. Its header row names the columns, in the wording of
 * one of the banks' layouts (bank-statement-layouts.ts: 국민은행's 보낸분/받는분, 입금액(원) …);
 * withdrawals, blank lines and totals are left out.
 */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 2000;
/**
 * The JSON body of a commit of STATEMENT_MAX_LINES lines (issue 27: past the 64 KiB of every
 * other call). A line kept is its row and donor, at most about 95 bytes with its keys
 * (`{"row":1000000,"donorId":"<64 characters>"}`): 2,001 of them and the settings fit.
 */
export const STATEMENT_COMMIT_MAX_BYTES = 256 * 1024;
/**
 * What a statement's file may hold once unpacked (an XLSX is a zip: a small file can unpack to
 * gigabytes) and read: no bank's statement of a period of 2,000 deposits comes near.
 */
export const STATEMENT_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 20_000;
export const STATEMENT_MAX_CELLS = 400_000;
export const STATEMENT_EMPTY = '파일에 입금 거래가 없습니다.';
export const STATEMENT_TOO_LONG = `한 번에 ${STATEMENT_MAX_LINES.toLocaleString('ko-KR')}건까지 가져올 수 있습니다. 기간을 나누어 내려받아 주세요.`;
export const STATEMENT_TOO_LARGE = '파일이 너무 큽니다. 2MB 이하로 기간을 나누어 내려받아 주세요.';
export const STATEMENT_TOO_MUCH_INSIDE =
  '파일에 담긴 내용이 너무 많아 읽을 수 없습니다(압축을 푼 크기 32MB, 2만 줄까지). 기간을 나누어 내려받아 주세요.';
export const STATEMENT_UNREADABLE =
  'CSV나 XLSX 파일만 읽을 수 있습니다. 은행에서 엑셀(XLSX)이나 CSV로 내려받아 주세요.';

/**
 * What the reader of an XLSX puts in a cell whose formula has no value stored with it (a file
 * made by a program that does not compute formulas): such a line is shown and refused, never
 * left out as if it were blank. Not a text a bank could write (it starts with a NUL).
 */
export const FORMULA_WITHOUT_VALUE = '\u0000formula-without-value';
export const FORMULA_WITHOUT_VALUE_PROBLEM =
  '수식의 값이 파일에 저장되어 있지 않아 읽지 못했습니다. 엑셀에서 파일을 열어 저장한 뒤 다시 올려 주세요.';

/** One deposit of the statement, as read, with what is wrong with it (nothing when none). */
export interface StatementLine {
  /** The row's number in the file (1 = the first row), as the office sees it in a spreadsheet. */
  readonly row: number;
  readonly donatedOn: string | null;
  readonly amount: number | null;
  readonly name: string;
  readonly memo: string;
  /** The bank's reference, or one made from the line (date, amount, name, occurrence). */
  readonly bankReference: string;
  readonly phone: string;
  readonly memberId: string;
  readonly problems: readonly string[];
}

/** Which layout a statement was read by: the bank's name and whether it was checked. */
export interface StatementLayout {
  readonly bank: string;
  readonly confirmed: boolean;
}

export type StatementReading =
  | {
      readonly ok: true;
      readonly layout: StatementLayout;
      readonly lines: readonly StatementLine[];
    }
  | { readonly ok: false; readonly message: string };

/**
 * The deposits of a statement's table (rows of cells as text). `today` in Korea: a deposit
 * dated later is a mistake of the file.
 */
export function readStatement(
  table: readonly (readonly string[])[],
  today: CalendarDate,
): StatementReading {
  const placing = placeStatement(table);
  if (!placing.ok) return placing;
  const { placed } = placing;
  const raw = (row: readonly string[], column: Column) => {
    const index = placed.columns[column];
    return index === undefined ? '' : (row[index] ?? '').trim();
  };
  const cell = (row: readonly string[], column: Column) => {
    const text = raw(row, column);
    return text === FORMULA_WITHOUT_VALUE ? '' : text;
  };
  const uncomputed = (row: readonly string[]) =>
    [...Object.values(placed.columns), ...placed.depositors].some(
      (index) => row[index]?.trim() === FORMULA_WITHOUT_VALUE,
    );
  const amountColumn: Column = placed.columns.deposit === undefined ? 'signedAmount' : 'deposit';
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  for (let index = placed.row + 1; index < table.length; index += 1) {
    const row = table[index] ?? [];
    const amountText = cell(row, amountColumn).replace(/^\+/u, '');
    const amountUncomputed = raw(row, amountColumn) === FORMULA_WITHOUT_VALUE;
    if (!amountUncomputed && !isDeposit(amountText, cell(row, 'direction'))) continue;
    if (isTotal(row, cell(row, 'date'))) continue;
    if (lines.length === STATEMENT_MAX_LINES) return { ok: false, message: STATEMENT_TOO_LONG };
    const problems: string[] = [];
    if (uncomputed(row)) problems.push(FORMULA_WITHOUT_VALUE_PROBLEM);
    const donatedOn = dayOf(cell(row, 'date'));
    if (!donatedOn) problems.push('거래일을 읽지 못했습니다.');
    else if (donatedOn.year < FIRST_DONATION_YEAR || compareCalendarDates(donatedOn, today) > 0) {
      problems.push('거래일이 올바르지 않습니다.');
    }
    const amount = validateDonationAmount(amountText);
    if (!amount.ok && !amountUncomputed) problems.push(amount.message);
    const name = (
      placed.depositors
        .map((column) => (row[column] ?? '').trim())
        .find((text) => text !== '' && text !== FORMULA_WITHOUT_VALUE) ?? ''
    ).replace(/\s+/gu, ' ');
    const nameProblem = depositorProblem(name);
    if (nameProblem) problems.push(nameProblem);
    const day = donatedOn ? formatCalendarDate(donatedOn) : null;
    const value = amount.ok ? amount.value : null;
    const given = cell(row, 'reference');
    const key = `${day ?? ''}|${value ?? ''}|${name}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    lines.push({
      row: index + 1,
      donatedOn: day,
      amount: value,
      name,
      memo: cell(row, 'memo'),
      // The same deposit read again (the same file, or an overlapping period) gets the same
      // reference; two alike on one day are told apart by their order.
      bankReference: given ? `bank:${given}` : `line:${key}|${occurrence}`,
      phone: cell(row, 'phone'),
      memberId: cell(row, 'memberId'),
      problems,
    });
  }
  return lines.length === 0
    ? { ok: false, message: STATEMENT_EMPTY }
    : { ok: true, layout: { bank: placed.bank, confirmed: placed.confirmed }, lines };
}

type Column = keyof PlacedStatement['columns'];

/**
 * Whether a line is a deposit: an amount above zero, not marked 출금 (withdrawals, blank lines
 * and a signed column's negative amounts are not gifts).
 */
function isDeposit(amountText: string, direction: string): boolean {
  if (amountText === '' || /^[-0.,\s원]*$/u.test(amountText) || amountText.startsWith('-')) {
    return false;
  }
  return !/출금|지급/u.test(direction);
}

/** A total or count under the deposits ("합계", "총 입금 12건"): no day, a word of totals. */
function isTotal(row: readonly string[], dateText: string): boolean {
  return (
    !/\d/u.test(dateText) && row.some((text) => /합계|총계|소계|누계|총\s*입금|건수/u.test(text))
  );
}

/**
 * What is wrong with a depositor as read: none, or the kind of transaction where the name should
 * be (a column misread, or a bank that wrote no name).
 */
export function depositorProblem(name: string): string | null {
  if (!name) return '입금자 이름이 비어 있습니다.';
  if (TRANSACTION_KINDS.has(name.replace(/\s+/gu, '').toUpperCase())) {
    return `입금자 자리에 이름 대신 거래 종류(${name})가 적혀 있습니다. 통장에서 입금자를 확인해 주세요.`;
  }
  return null;
}

/** What banks write as the kind of a transaction (적요), never a depositor's name. */
const TRANSACTION_KINDS = new Set([
  '타행이체',
  '당행이체',
  '이체',
  '대체',
  '입금',
  '출금',
  '모바일',
  '인터넷',
  '인터넷뱅킹',
  '스마트뱅킹',
  '폰뱅킹',
  '텔레뱅킹',
  '자동이체',
  '창구',
  '현금',
  '타행',
  '펌뱅킹',
  '오픈뱅킹',
  'CMS',
  'ATM',
  'CD',
  'FB이체',
  '전자금융',
]);

/** A day as banks write it: 2026-03-02, 2026.03.02, 2026/03/02 14:23:11, 20260302. */
function dayOf(text: string): CalendarDate | null {
  const day = /^(\d{4})[-./]?(\d{1,2})[-./]?(\d{1,2})/u.exec(text.trim());
  if (!day) return null;
  const [, year, month, date] = day;
  return parseCalendarDate(`${year}-${month?.padStart(2, '0')}-${date?.padStart(2, '0')}`);
}

/** A donor as matching needs them. */
export interface MatchableDonor {
  readonly donorId: string;
  readonly name: string;
  readonly phone: string | null;
  readonly memberId: string | null;
}

export type DonorMatch =
  | { readonly by: 'memberId' | 'phone' | 'name'; readonly donorId: string }
  | { readonly by: 'none'; readonly candidates: readonly string[] };

/**
 * Who a deposit is from: the member id when the file has one, else the phone number, else the
 * name when exactly one donor bears it. Several donors of that name are offered to choose from.
 */
export function matchDonor(line: StatementLine, donors: readonly MatchableDonor[]): DonorMatch {
  if (line.memberId) {
    const member = donors.find((donor) => donor.memberId === line.memberId);
    if (member) return { by: 'memberId', donorId: member.donorId };
  }
  const phone = digits(line.phone);
  if (phone.length >= 9) {
    const caller = donors.find((donor) => digits(donor.phone ?? '') === phone);
    if (caller) return { by: 'phone', donorId: caller.donorId };
  }
  const named = donors.filter((donor) => sameName(donor.name, line.name));
  return named.length === 1 && named[0]
    ? { by: 'name', donorId: named[0].donorId }
    : { by: 'none', candidates: named.map((donor) => donor.donorId) };
}

const digits = (text: string) => text.replace(/\D/gu, '');
/** Banks write the depositor as typed: spaces and (주) vary. */
const sameName = (a: string, b: string) => squeeze(a) === squeeze(b) && squeeze(a) !== '';
const squeeze = (text: string) => text.replace(/\s|\(주\)|㈜|주식회사/gu, '');

/** What the office commits of a statement: the settings of every line, and each line as checked. */
export interface StatementImport {
  readonly fundId: string;
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
  readonly lines: readonly {
    readonly row: number;
    readonly donorId: string;
    readonly donatedOn: string;
    readonly amount: number | string;
    readonly memo: string;
    readonly bankReference: string;
  }[];
}

/**
 * How long the server keeps a preview for its commit (issue 27: the office commits by the
 * preview's id, not by sending back every line): long enough to pick donors and register a few.
 */
export const IMPORT_PREVIEW_HOURS = 2;
export const IMPORT_PREVIEW_GONE =
  '미리 보기가 만료되었거나 찾을 수 없습니다. 파일을 다시 올려 미리 본 뒤 가져와 주세요.';
export const NOT_IN_PREVIEW = '미리 보기에 없는 줄입니다.';

/** A statement as previewed: the id the server keeps it under, the layout read, its deposits. */
export interface ImportPreview {
  readonly previewId: string;
  readonly layout: StatementLayout;
  readonly lines: readonly ImportPreviewLine[];
}

/**
 * What the office commits of a preview: the settings of every line, and for each deposit kept
 * only its row and its donor; the day, amount, memo and reference are the preview's.
 */
export interface ImportCommit {
  readonly previewId: string;
  readonly fundId: string;
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
  readonly lines: readonly { readonly row: number; readonly donorId: string }[];
}

/**
 * The commit's lines with the preview's values; a row the preview lacks, or one it showed with a
 * problem, is refused by its number.
 */
export function statementImportOf(
  previewed: readonly StatementLine[],
  commit: ImportCommit,
): ValidationResult<StatementImport> {
  const byRow = new Map(previewed.map((line) => [line.row, line]));
  const lines: StatementImport['lines'][number][] = [];
  for (const { row, donorId } of commit.lines) {
    const line = byRow.get(row);
    if (!line) return invalid('import.notPreviewed', statementLineRefusal(row, NOT_IN_PREVIEW));
    // What the preview refused (no day, an amount too large …) is refused by the commit too.
    const [problem] = line.problems;
    if (problem) return invalid('import.lineProblem', statementLineRefusal(row, problem));
    lines.push({
      row,
      donorId,
      donatedOn: line.donatedOn ?? '',
      amount: line.amount ?? '',
      memo: line.memo,
      bankReference: line.bankReference,
    });
  }
  const { fundId, method, receiptCode } = commit;
  return valid({ fundId, method, receiptCode, lines });
}

/** A refusal of one line names it, so that the office finds it in the file. */
export function statementLineRefusal(row: number, message: string): string {
  return `${row}번째 줄: ${message}`;
}

export const STATEMENT_NOTHING_CHOSEN = '가져올 거래를 하나 이상 골라 주세요.';

/** The rows named as short ranges ("3–120, 122번째 줄"), however many they are. */
export function importedBeforeRefusal(rows: readonly number[]): string {
  const { listed, more } = formatNumberRanges(rows);
  const named = more > 0 ? `${listed}번째 줄과 그 밖의 ${more}줄` : `${listed}번째 줄`;
  return `${named}은 이미 가져온 거래입니다. 그 줄을 빼고 다시 가져와 주세요.`;
}

/** A donor as the import's preview names them. */
export interface ImportDonor {
  readonly donorId: string;
  readonly name: string;
  readonly graduationYear: number | null;
  readonly memberId: string | null;
}

/**
 * A deposit carrying the reference of something asked for online (a gift or a monthly pledge
 * paid to the association's own account, issue 31): the payments feature records it as that
 * order's gift, with its own donor and fund, once its amount is the one asked.
 */
export interface ImportTransfer {
  readonly reference: string;
  readonly donorName: string;
  /** The fund's name (or 매월 기부) of what was asked. */
  readonly what: string;
  readonly amount: number;
  readonly amountMatches: boolean;
}

/** The donor a commit names for a deposit the payments feature records (ImportTransfer). */
export const ONLINE_ORDER_DONOR = 'online-order';

export const TRANSFER_AMOUNT_DIFFERS =
  '온라인 신청 금액과 입금액이 달라 자동으로 기록하지 않습니다. 입금자에게 확인해 주세요.';

/** A deposit as the preview shows it: its donor when matched, the namesakes when not. */
export interface ImportPreviewLine extends StatementLine {
  /** The online order or pledge its reference pays, when it carries one. */
  readonly transfer: ImportTransfer | null;
  readonly donor: (ImportDonor & { readonly by: 'memberId' | 'phone' | 'name' }) | null;
  readonly candidates: readonly ImportDonor[];
  /** Imported before: committing it again is refused. */
  readonly importedBefore: boolean;
  /**
   * The matched donor already has a gift typed by hand on the same day for the same amount:
   * most likely this deposit, entered before the statement came. Left out unless the office
   * ticks it.
   */
  readonly likelyDuplicate: boolean;
}

export const LIKELY_DUPLICATE_NOTE =
  '같은 날 같은 금액의 기부가 이미 손으로 입력되어 있습니다. 중복이 아닐 때만 골라 주세요.';

/** What makes a gift a likely duplicate of a deposit: its donor, day and amount. */
export function duplicateKey(donorId: string, donatedOn: string, amount: number): string {
  return `${donorId}|${donatedOn}|${amount}`;
}

/** Whether a deposit matched to a donor repeats a gift typed by hand (keys of duplicateKey). */
export function isLikelyDuplicate(
  line: Pick<StatementLine, 'donatedOn' | 'amount'>,
  donorId: string | null,
  handEntered: ReadonlySet<string>,
): boolean {
  return (
    donorId !== null &&
    line.donatedOn !== null &&
    line.amount !== null &&
    handEntered.has(duplicateKey(donorId, line.donatedOn, line.amount))
  );
}

/** A committed line, checked: its donation as stored, and whom and which deposit it is from. */
export interface CheckedImportLine {
  readonly row: number;
  readonly donorId: string;
  readonly bankReference: string;
  readonly donation: ValidDonation;
}

/**
 * The lines the office commits, checked as a gift typed by hand is (the refusal names the line),
 * each deposit once; at least one, at most STATEMENT_MAX_LINES. The fund and the donors are the
 * caller's to find.
 */
export function checkStatementImport(
  request: StatementImport,
  today: CalendarDate,
): ValidationResult<CheckedImportLine[]> {
  if (request.lines.length === 0) return invalid('import.empty', STATEMENT_NOTHING_CHOSEN);
  if (request.lines.length > STATEMENT_MAX_LINES) {
    return invalid('import.tooLong', STATEMENT_TOO_LONG);
  }
  const checked: CheckedImportLine[] = [];
  const seen = new Set<string>();
  for (const line of request.lines) {
    const donation = validateDonationDraft({ ...request, ...line }, today);
    if (!donation.ok) {
      return invalid(donation.code, statementLineRefusal(line.row, donation.message));
    }
    if (seen.has(line.bankReference)) {
      return invalid('import.repeated', importedBeforeRefusal([line.row]));
    }
    seen.add(line.bankReference);
    checked.push({
      row: line.row,
      donorId: line.donorId,
      bankReference: line.bankReference,
      donation: donation.value,
    });
  }
  return valid(checked);
}
