/**
 * The layouts of the statements Korean banks' internet banking exports (issue 29 item 6): for
 * each bank, the header names of the columns the import reads. A statement is placed by its
 * header row, which banks put under a title and the account's details (and totals below the
 * deposits); the columns are found by name, never by position, as XLSX and CSV exports of one
 * bank differ in order and in units ("입금액(원)").
 *
 * The depositor is read only from a column that holds the other party's name (보낸분/받는분,
 * 기재내용, 의뢰인 …), never from 적요, 구분 or 거래점, which hold the kind of transaction
 * ("타행이체", "모바일") or the branch at most banks. 토스뱅크 alone writes the other party in
 * 적요, so its layout names it; the domain's check of what a depositor looks like
 * (depositorProblem) catches a kind of transaction read as a name whatever the layout.
 *
 * `confirmed: false` marks a layout whose column names come from the bank's published samples
 * as far as we know them but are not checked against a file the bank exported; see
 * docs/bank-statements.md.
 */
export interface BankLayout {
  readonly bank: string;
  readonly confirmed: boolean;
  /** Each role's header names, the first found winning (compared without spaces or units). */
  readonly columns: Readonly<Partial<Record<LayoutRole, readonly string[]>>>;
}

export type LayoutRole =
  | 'date'
  | 'depositor'
  | 'memo'
  /** A column of deposits only. */
  | 'deposit'
  | 'withdrawal'
  | 'balance'
  /** One column for both, withdrawals negative (카카오뱅크, 토스뱅크). */
  | 'signedAmount'
  /** 입금 or 출금, beside a signed amount. */
  | 'direction';

/** Columns read from any layout when present (the office's own sheet may have them). */
export const EXTRA_COLUMN_NAMES = {
  reference: ['거래번호', '거래고유번호', '거래ID'],
  phone: ['연락처', '전화번호', '휴대전화', '휴대폰'],
  memberId: ['회원아이디', '아이디'],
} as const;

/** Columns that never name the depositor but the kind of transaction, or the branch. */
export const NEVER_DEPOSITOR = ['적요', '구분', '거래구분', '거래점', '취급점', '거래점명'];

export const BANK_LAYOUTS: readonly BankLayout[] = [
  {
    // The header the issue quotes; older exports wrote 기재내용 for the other party.
    bank: '국민은행',
    confirmed: true,
    columns: {
      date: ['거래일시', '거래일자'],
      depositor: ['보낸분/받는분', '기재내용'],
      memo: ['송금메모', '메모'],
      withdrawal: ['출금액', '찾으신금액'],
      deposit: ['입금액', '맡기신금액'],
      balance: ['잔액', '거래후잔액'],
    },
  },
  {
    // 거래일자 and 거래시간 in two columns; the other party is in 내용.
    bank: '신한은행',
    confirmed: false,
    columns: {
      date: ['거래일자', '거래일시'],
      depositor: ['내용'],
      memo: ['메모'],
      withdrawal: ['출금', '출금액'],
      deposit: ['입금', '입금액'],
      balance: ['잔액'],
    },
  },
  {
    bank: '우리은행',
    confirmed: false,
    columns: {
      date: ['거래일시'],
      depositor: ['기재내용'],
      memo: ['메모'],
      withdrawal: ['지급', '찾으신금액'],
      deposit: ['입금', '맡기신금액'],
      balance: ['거래후잔액', '잔액'],
    },
  },
  {
    bank: '하나은행',
    confirmed: false,
    columns: {
      date: ['거래일시'],
      depositor: ['의뢰인/수취인', '의뢰인'],
      memo: ['거래특이사항', '메모'],
      withdrawal: ['출금액', '출금'],
      deposit: ['입금액', '입금'],
      balance: ['거래후잔액', '잔액'],
    },
  },
  {
    // 거래내용 is the kind of transaction (인터넷, 모바일); 거래기록사항 the other party.
    bank: '농협은행',
    confirmed: false,
    columns: {
      date: ['거래일시'],
      depositor: ['거래기록사항'],
      memo: ['거래메모'],
      withdrawal: ['출금금액'],
      deposit: ['입금금액'],
      balance: ['거래후잔액'],
    },
  },
  {
    // The account holder's name first; the text shown in the passbook when the bank gave none.
    bank: '기업은행',
    confirmed: false,
    columns: {
      date: ['거래일시'],
      depositor: ['상대계좌예금주명', '거래내용'],
      memo: ['메모'],
      withdrawal: ['출금'],
      deposit: ['입금'],
      balance: ['거래후잔액'],
    },
  },
  {
    bank: '카카오뱅크',
    confirmed: false,
    columns: {
      date: ['거래일시'],
      direction: ['구분'],
      signedAmount: ['거래금액'],
      balance: ['거래후잔액'],
      depositor: ['내용'],
      memo: ['메모'],
    },
  },
  {
    // The only bank here whose 적요 is the other party (see above).
    bank: '토스뱅크',
    confirmed: false,
    columns: {
      date: ['거래 일시'],
      depositor: ['적요'],
      signedAmount: ['거래 금액'],
      balance: ['거래 후 잔액'],
      memo: ['메모'],
    },
  },
  {
    bank: '새마을금고',
    confirmed: false,
    columns: {
      date: ['거래일자', '거래일시'],
      depositor: ['기재내용', '거래내용'],
      memo: ['메모'],
      withdrawal: ['출금금액', '지급금액'],
      deposit: ['입금금액'],
      balance: ['잔액', '거래후잔액'],
    },
  },
  {
    // A sheet the office made itself, or a bank not listed whose columns say what they hold.
    bank: '사무국 양식',
    confirmed: true,
    columns: {
      date: ['거래일시', '거래일자', '거래일', '입금일', '입금일자', '일자', '날짜'],
      depositor: [
        '입금자명',
        '입금자',
        '보낸분',
        '보내는분',
        '보낸사람',
        '의뢰인',
        '기재내용',
        '이름',
        '성명',
      ],
      memo: ['메모', '비고'],
      withdrawal: ['출금액', '출금금액', '출금'],
      deposit: ['입금액', '입금금액', '맡기신금액', '입금', '금액'],
      balance: ['잔액', '거래후잔액'],
    },
  },
];

/** A statement placed: its header row (0-based), the bank's layout, each role's column. */
export interface PlacedStatement {
  readonly row: number;
  readonly bank: string;
  /** Whether the layout was checked against a file the bank exported (BankLayout.confirmed). */
  readonly confirmed: boolean;
  readonly columns: Readonly<Partial<Record<LayoutRole | keyof typeof EXTRA_COLUMN_NAMES, number>>>;
  /**
   * Every depositor column the header has, in the layout's order: a line's depositor is the
   * first of them not blank (기업은행 leaves 상대계좌예금주명 blank where it knows no holder).
   */
  readonly depositors: readonly number[];
}

/** How far down the header row may be (banks put the account and period above it). */
const HEADER_SEARCH_ROWS = 15;
/** How many of the found columns a refusal names, and how long each may be. */
const NAMED_COLUMNS = 12;
const NAMED_LENGTH = 20;

/**
 * The header row and the layout of a statement's table; else the refusal, in Korean, naming the
 * columns found and the ones missing.
 */
export function placeStatement(
  table: readonly (readonly string[])[],
):
  | { readonly ok: true; readonly placed: PlacedStatement }
  | { readonly ok: false; readonly message: string } {
  const rows = table.slice(0, HEADER_SEARCH_ROWS);
  for (const [row, cells] of rows.entries()) {
    const names = cells.map(columnName);
    let best: { layout: BankLayout; columns: PlacedStatement['columns']; found: number } | null =
      null;
    for (const layout of BANK_LAYOUTS) {
      const columns = columnsOf(names, layout.columns);
      if (!places(columns)) continue;
      const found = Object.keys(columns).length;
      if (!best || found > best.found) best = { layout, columns, found };
    }
    if (best) {
      const extras = columnsOf(names, EXTRA_COLUMN_NAMES);
      return {
        ok: true,
        placed: {
          row,
          bank: best.layout.bank,
          confirmed: best.layout.confirmed,
          columns: { ...extras, ...best.columns },
          depositors: (best.layout.columns.depositor ?? [])
            .map((name) => names.indexOf(columnName(name)))
            .filter((index) => index >= 0),
        },
      };
    }
  }
  return { ok: false, message: layoutRefusal(rows) };
}

/** Whether a layout's columns found are enough to read deposits: a day, a name, an amount. */
function places(columns: Partial<Record<LayoutRole, number>>): boolean {
  return (
    columns.date !== undefined &&
    columns.depositor !== undefined &&
    (columns.deposit !== undefined || columns.signedAmount !== undefined)
  );
}

/** Each role's column: the first of its names the header has. */
function columnsOf<Role extends string>(
  names: readonly string[],
  wanted: Readonly<Partial<Record<Role, readonly string[]>>>,
): Partial<Record<Role, number>> {
  const columns: Partial<Record<Role, number>> = {};
  for (const [role, candidates] of Object.entries(wanted) as [Role, readonly string[]][]) {
    const index = candidates
      .map((candidate) => names.indexOf(columnName(candidate)))
      .find((found) => found >= 0);
    if (index !== undefined) columns[role] = index;
  }
  return columns;
}

/** Every header name some layout knows, the ones never read included. */
const KNOWN_NAMES = new Set(
  [
    ...BANK_LAYOUTS.flatMap((layout) => Object.values(layout.columns).flat()),
    ...Object.values(EXTRA_COLUMN_NAMES).flat(),
    ...NEVER_DEPOSITOR,
    '거래시간',
  ].map(columnName),
);

const ROLE_WORDS = { date: '거래일', deposit: '입금액', depositor: '입금자' } as const;

/**
 * Why no layout places the table: the columns of the row most like a header (the most names
 * known), what is missing there, and what to do.
 */
function layoutRefusal(rows: readonly (readonly string[])[]): string {
  const known = (cells: readonly string[]) =>
    cells.filter((cell) => KNOWN_NAMES.has(columnName(cell))).length;
  const header = rows.reduce<readonly string[]>(
    (best, cells) => (known(cells) > known(best) ? cells : best),
    [],
  );
  if (known(header) === 0) {
    return '거래일, 입금액, 입금자 열 이름이 있는 줄을 찾지 못했습니다. 은행에서 내려받은 거래내역 파일인지 확인해 주세요.';
  }
  const names = header.map(columnName);
  // What is missing is told by the layout the header comes closest to.
  const closest = BANK_LAYOUTS.map((layout) => columnsOf(names, layout.columns)).reduce(
    (best, columns) => (Object.keys(columns).length > Object.keys(best).length ? columns : best),
  );
  const missing = [
    closest.date === undefined ? ROLE_WORDS.date : null,
    closest.deposit === undefined && closest.signedAmount === undefined ? ROLE_WORDS.deposit : null,
    closest.depositor === undefined ? ROLE_WORDS.depositor : null,
  ].filter((word) => word !== null);
  // Never empty: a header with all three would have been placed by that layout.
  if (missing.length === 0) missing.push(...Object.values(ROLE_WORDS));
  const shown = header
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '')
    .map((cell) => (cell.length > NAMED_LENGTH ? `${cell.slice(0, NAMED_LENGTH)}…` : cell));
  const listed =
    shown.slice(0, NAMED_COLUMNS).join(', ') +
    (shown.length > NAMED_COLUMNS ? ` 외 ${shown.length - NAMED_COLUMNS}개` : '');
  const depositorHelp = missing.includes(ROLE_WORDS.depositor)
    ? ' 입금자는 보낸분, 입금자명, 기재내용처럼 이름이 적힌 열에서 읽고, 적요·구분·거래점은 입금자로 읽지 않습니다. 이름이 적힌 열의 제목을 입금자명으로 바꾸어 다시 올려 주세요.'
    : ' 은행에서 내려받은 그대로의 파일인지 확인해 주세요.';
  return `${missing.join(', ')} 열을 찾지 못했습니다(찾은 열: ${listed}).${depositorHelp}`;
}

/** A header cell compared: no spaces, no unit in brackets ("입금액(원)"), lower case. */
export function columnName(text: string): string {
  return text
    .replace(/\(.*?\)|\[.*?\]/gu, '')
    .replace(/\s+/gu, '')
    .toLowerCase();
}
