import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORMULA_WITHOUT_VALUE,
  FORMULA_WITHOUT_VALUE_PROBLEM,
  importedBeforeRefusal,
  NOT_IN_PREVIEW,
  statementImportOf,
  matchDonor,
  readStatement,
  STATEMENT_EMPTY,
  STATEMENT_MAX_LINES,
  STATEMENT_TOO_LONG,
  type StatementLine,
} from '../../../src/domain/donations/bank-statement';

const TODAY = { year: 2026, month: 11, day: 27 };

/** A statement as 국민은행's internet banking exports it: the account above the header. */
const STATEMENT = [
  ['거래내역조회', '', '', '', '', ''],
  ['계좌번호', '123-456-789012', '', '', '', ''],
  ['거래일시', '적요', '기재내용', '출금액(원)', '입금액(원)', '잔액(원)'],
  ['2026.03.02 09:12:33', '타행이체', '김하늘', '0', '1,000,000', '5,000,000'],
  ['2026.03.03 10:00:00', '자동이체', '관리비', '200,000', '0', '4,800,000'],
  ['2026/03/04', '인터넷', '㈜한빛건설', '', '30,000,000', '34,800,000'],
  ['2026.03.04', '인터넷', '㈜한빛건설', '', '30,000,000', '64,800,000'],
  ['', '', '', '', '', ''],
  ['2027.01.01', '', '', '', '1.5', ''],
];

describe('reading a bank statement (issue 14: import a CSV or XLSX statement)', () => {
  it('finds the header under the account lines, reads deposits, leaves withdrawals out', () => {
    const reading = readStatement(STATEMENT, TODAY);
    if (!reading.ok) throw new Error(reading.message);
    expect(
      reading.lines.map(({ row, donatedOn, amount, name, problems }) => ({
        row,
        donatedOn,
        amount,
        name,
        problems,
      })),
    ).toEqual([
      { row: 4, donatedOn: '2026-03-02', amount: 1_000_000, name: '김하늘', problems: [] },
      { row: 6, donatedOn: '2026-03-04', amount: 30_000_000, name: '㈜한빛건설', problems: [] },
      { row: 7, donatedOn: '2026-03-04', amount: 30_000_000, name: '㈜한빛건설', problems: [] },
      {
        row: 9,
        donatedOn: '2027-01-01',
        amount: null,
        name: '',
        problems: [
          '거래일이 올바르지 않습니다.',
          '금액은 원 단위의 정수로 입력해 주세요.',
          '입금자 이름이 비어 있습니다.',
        ],
      },
    ]);
  });

  it('gives the same deposit the same reference each time it is read, and two alike their own', () => {
    const first = readStatement(STATEMENT, TODAY);
    const again = readStatement(STATEMENT, TODAY);
    if (!first.ok || !again.ok) throw new Error('unread');
    const references = first.lines.map((line) => line.bankReference);
    expect(again.lines.map((line) => line.bankReference)).toEqual(references);
    expect(new Set(references).size).toBe(references.length);
    const withReference = readStatement(
      [
        ['거래일자', '입금액', '입금자명', '거래번호'],
        ['20260302', '50000', '박바다', 'T-0001'],
      ],
      TODAY,
    );
    expect(withReference.ok && withReference.lines[0]?.bankReference).toBe('bank:T-0001');
  });

  it('refuses a file without the columns, without deposits, or too long, in Korean', () => {
    expect(readStatement([['이름', '전화']], TODAY)).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^거래일, 입금액 열을 찾지 못했습니다\(찾은 열: 이름, 전화\)/u,
      ),
    });
    expect(readStatement([['거래일', '입금액', '입금자']], TODAY)).toEqual({
      ok: false,
      message: STATEMENT_EMPTY,
    });
    const long = [
      ['거래일', '입금액', '입금자'],
      ...Array.from({ length: STATEMENT_MAX_LINES + 1 }, () => ['2026-01-02', '10000', '가']),
    ];
    expect(readStatement(long, TODAY)).toEqual({ ok: false, message: STATEMENT_TOO_LONG });
  });

  it('reads any whole amount as typed, exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (amount) => {
        const reading = readStatement(
          [
            ['거래일', '입금액', '입금자'],
            ['2026-01-02', amount.toLocaleString('ko-KR'), '가람'],
          ],
          TODAY,
        );
        expect(reading.ok && reading.lines[0]?.amount).toBe(amount);
      }),
    );
  });
});

describe('matching a deposit to its donor', () => {
  const line = (overrides: Partial<StatementLine>): StatementLine => ({
    row: 2,
    donatedOn: '2026-03-02',
    amount: 10_000,
    name: '김하늘',
    memo: '',
    bankReference: 'x',
    phone: '',
    memberId: '',
    problems: [],
    ...overrides,
  });
  const donors = [
    { donorId: 'd1', name: '김하늘', phone: '010-1234-5678', memberId: 'haneul01' },
    { donorId: 'd2', name: '김하늘', phone: null, memberId: null },
    { donorId: 'd3', name: '(주)한빛건설', phone: '02-555-1234', memberId: null },
  ];

  it('by member id, then phone, then a name only one donor bears', () => {
    expect(matchDonor(line({ memberId: 'haneul01', name: '누구' }), donors)).toEqual({
      by: 'memberId',
      donorId: 'd1',
    });
    expect(matchDonor(line({ phone: '01012345678' }), donors)).toEqual({
      by: 'phone',
      donorId: 'd1',
    });
    expect(matchDonor(line({ name: '㈜ 한빛건설' }), donors)).toEqual({
      by: 'name',
      donorId: 'd3',
    });
  });

  it('offers the namesakes to choose from, and nobody for an unknown name', () => {
    expect(matchDonor(line({}), donors)).toEqual({ by: 'none', candidates: ['d1', 'd2'] });
    expect(matchDonor(line({ name: '박바다' }), donors)).toEqual({ by: 'none', candidates: [] });
  });
});

describe('the refusal of deposits imported before (issue 27: 450 rows in one sentence)', () => {
  it('names the rows as short sorted ranges', () => {
    const rows = [
      ...Array.from({ length: 321 }, (_, index) => index + 130),
      122,
      ...Array.from({ length: 118 }, (_, index) => index + 3),
    ];
    expect(importedBeforeRefusal(rows)).toBe(
      '3–120, 122, 130–450번째 줄은 이미 가져온 거래입니다. 그 줄을 빼고 다시 가져와 주세요.',
    );
  });

  it('stays short when the rows are scattered: the rest are counted', () => {
    const odd = Array.from({ length: 450 }, (_, index) => index * 2 + 3);
    const message = importedBeforeRefusal(odd);
    expect(message).toBe(
      '3, 5, 7, 9, 11, 13, 15, 17, 19, 21번째 줄과 그 밖의 440줄은 이미 가져온 거래입니다. 그 줄을 빼고 다시 가져와 주세요.',
    );
  });
});

describe('a formula without its value (issue 27: the line vanished from the preview)', () => {
  it('keeps the line and refuses it with a reason the office can act on', () => {
    const reading = readStatement(
      [
        ['거래일시', '입금액', '입금자명'],
        ['2026-03-02', FORMULA_WITHOUT_VALUE, '박바다'],
        ['2026-03-03', '10,000', FORMULA_WITHOUT_VALUE],
        ['2026-03-04', '', '출금'],
      ],
      TODAY,
    );
    expect(
      reading.ok &&
        reading.lines.map(({ row, amount, name, problems }) => ({ row, amount, name, problems })),
    ).toEqual([
      { row: 2, amount: null, name: '박바다', problems: [FORMULA_WITHOUT_VALUE_PROBLEM] },
      {
        row: 3,
        amount: 10_000,
        name: '',
        problems: [FORMULA_WITHOUT_VALUE_PROBLEM, '입금자 이름이 비어 있습니다.'],
      },
    ]);
    expect(FORMULA_WITHOUT_VALUE_PROBLEM).toMatch(/^수식의 값이/u);
  });
});

describe('a commit of a kept preview (issue 27: rows and donors only, the preview’s values)', () => {
  const reading = readStatement(STATEMENT, TODAY);
  const previewed = reading.ok ? reading.lines : [];
  const commit = (lines: readonly { row: number; donorId: string }[]) =>
    statementImportOf(previewed, {
      previewId: 'p',
      fundId: 'general',
      method: 'transfer',
      receiptCode: '40',
      lines,
    });

  it('takes each kept row’s day, amount, memo and reference from the preview', () => {
    const result = commit([{ row: 4, donorId: 'd1' }]);
    expect(result).toEqual({
      ok: true,
      value: {
        fundId: 'general',
        method: 'transfer',
        receiptCode: '40',
        lines: [
          {
            row: 4,
            donorId: 'd1',
            donatedOn: '2026-03-02',
            amount: 1_000_000,
            memo: '',
            bankReference: previewed[0]?.bankReference,
          },
        ],
      },
    });
  });

  it('refuses a row the preview did not have, or showed with a problem, by its number', () => {
    expect(commit([{ row: 5, donorId: 'd1' }])).toMatchObject({
      ok: false,
      message: `5번째 줄: ${NOT_IN_PREVIEW}`,
    });
    const withProblem = previewed.find((line) => line.problems.length > 0);
    expect(withProblem).toBeDefined();
    expect(commit([{ row: withProblem?.row ?? 0, donorId: 'd1' }])).toMatchObject({
      ok: false,
      message: `${withProblem?.row}번째 줄: ${withProblem?.problems[0]}`,
    });
  });
});
