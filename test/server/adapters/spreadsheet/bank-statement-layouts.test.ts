import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerSpreadsheets } from '../../../../server/adapters/spreadsheet/worker-spreadsheets';
import { readStatement } from '../../../../src/domain/donations/bank-statement';
import {
  BANK_LAYOUTS,
  NEVER_DEPOSITOR,
  columnName,
  placeStatement,
} from '../../../../src/domain/donations/bank-statement-layouts';

const reader = new WorkerSpreadsheets({ threads: 1, queueLimit: 4 });
afterAll(async () => {
  await reader.close();
});

const TODAY = { year: 2026, month: 11, day: 27 };

/** Every bank's fixture holds the same month: two deposits, a withdrawal between them. */
const DEPOSITS = [
  { donatedOn: '2026-03-02', amount: 1_000_000, name: '김하늘' },
  { donatedOn: '2026-03-04', amount: 30_000_000, name: '㈜한빛건설' },
];

/** Fixtures made from each bank's published column names (test/fixtures/bank-statements). */
const FIXTURES = [
  { bank: '국민은행', file: 'kookmin.csv', memos: ['장학기금', '발전기금'] },
  { bank: '신한은행', file: 'shinhan.csv', memos: ['', ''] },
  { bank: '우리은행', file: 'woori.csv', memos: ['장학기금', '발전기금'] },
  { bank: '하나은행', file: 'hana.csv', memos: ['장학기금', ''] },
  { bank: '농협은행', file: 'nonghyup.csv', memos: ['장학기금', ''] },
  { bank: '기업은행', file: 'ibk.csv', memos: ['장학기금', ''] },
  { bank: '카카오뱅크', file: 'kakaobank.csv', memos: ['장학기금', ''] },
  { bank: '토스뱅크', file: 'tossbank.csv', memos: ['장학기금', ''] },
  { bank: '새마을금고', file: 'saemaeul.csv', memos: ['', ''] },
];

const fixture = (file: string) =>
  readFileSync(new URL(`../../../fixtures/bank-statements/${file}`, import.meta.url));

/** The same statement as the bank's XLSX export writes it: amounts as numbers, days as dates. */
async function asXlsx(table: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('거래내역');
  for (const row of table) {
    sheet.addRow(
      row.map((cell) => {
        if (/^-?[\d,]+$/u.test(cell) && cell.includes(',')) return Number(cell.replace(/,/gu, ''));
        const day = /^(\d{4})[./-](\d{2})[./-](\d{2})$/u.exec(cell);
        return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : cell;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the banks’ statement layouts (issue 29 item 6)', () => {
  it.each(FIXTURES)(
    '$bank: placed by its header, deposits read from its depositor column (CSV and XLSX)',
    async ({ bank, file, memos }) => {
      const table = await reader.readStatement({ fileName: file, bytes: fixture(file) });
      const placing = placeStatement(table);
      expect(placing.ok && placing.placed.bank).toBe(bank);
      const xlsx = await reader.readStatement({
        fileName: file.replace('.csv', '.xlsx'),
        bytes: await asXlsx(table),
      });
      for (const read of [table, xlsx]) {
        const reading = readStatement(read, TODAY);
        if (!reading.ok) throw new Error(reading.message);
        // The preview names the layout, and says whether it was checked against a real file.
        expect(reading.layout).toEqual({ bank, confirmed: bank === '국민은행' });
        expect(
          reading.lines.map(({ donatedOn, amount, name, memo, problems }) => ({
            donatedOn,
            amount,
            name,
            memo,
            problems,
          })),
        ).toEqual(
          DEPOSITS.map((deposit, index) => ({ ...deposit, memo: memos[index], problems: [] })),
        );
      }
    },
  );

  it('the issue’s 국민은행 header: the depositor is 보낸분/받는분, never 적요', () => {
    const reading = readStatement(
      [
        [
          '거래일시',
          '적요',
          '보낸분/받는분',
          '송금메모',
          '출금액(원)',
          '입금액(원)',
          '잔액(원)',
          '거래점',
          '구분',
        ],
        ['2026.03.02 09:12:33', '타행이체', '김하늘', '', '0', '50,000', '50,000', '신한', '입금'],
        [
          '2026.03.05 11:00:00',
          '모바일',
          '박바다',
          '동문회비',
          '0',
          '30,000',
          '80,000',
          '국민',
          '입금',
        ],
      ],
      TODAY,
    );
    expect(reading.ok && reading.lines.map((line) => [line.name, line.memo])).toEqual([
      ['김하늘', ''],
      ['박바다', '동문회비'],
    ]);
  });

  it('no layout reads the depositor from 적요, 구분 or 거래점, but 토스뱅크’s (its only name column)', () => {
    for (const layout of BANK_LAYOUTS) {
      const depositor = (layout.columns.depositor ?? []).map(columnName);
      const never = NEVER_DEPOSITOR.map(columnName).filter((name) => depositor.includes(name));
      expect({ bank: layout.bank, never }).toEqual({
        bank: layout.bank,
        never: layout.bank === '토스뱅크' ? ['적요'] : [],
      });
    }
  });

  it('refuses a layout it cannot place with a sentence naming the columns it found', () => {
    const withoutName = readStatement(
      [
        ['거래내역조회'],
        ['계좌번호', '123456-01-234567'],
        ['거래일시', '적요', '출금액(원)', '입금액(원)', '잔액(원)', '거래점', '구분'],
        ['2026.03.02 09:12:33', '타행이체', '0', '50,000', '50,000', '신한', '입금'],
      ],
      TODAY,
    );
    expect(withoutName).toEqual({
      ok: false,
      message:
        '입금자 열을 찾지 못했습니다(찾은 열: 거래일시, 적요, 출금액(원), 입금액(원), 잔액(원), 거래점, 구분). 입금자는 보낸분, 입금자명, 기재내용처럼 이름이 적힌 열에서 읽고, 적요·구분·거래점은 입금자로 읽지 않습니다. 이름이 적힌 열의 제목을 입금자명으로 바꾸어 다시 올려 주세요.',
    });
    expect(
      readStatement(
        [
          ['번호', '날씨'],
          ['1', '맑음'],
        ],
        TODAY,
      ),
    ).toEqual({
      ok: false,
      message:
        '거래일, 입금액, 입금자 열 이름이 있는 줄을 찾지 못했습니다. 은행에서 내려받은 거래내역 파일인지 확인해 주세요.',
    });
    expect(
      readStatement(
        [
          ['입금자명', '금액'],
          ['김하늘', '10,000'],
        ],
        TODAY,
      ),
    ).toEqual({
      ok: false,
      message:
        '거래일 열을 찾지 못했습니다(찾은 열: 입금자명, 금액). 은행에서 내려받은 그대로의 파일인지 확인해 주세요.',
    });
  });

  it('flags a kind of transaction read where the depositor should be', () => {
    const reading = readStatement(
      [
        ['거래일자', '입금자명', '입금액'],
        ['2026-03-02', '타행이체', '10,000'],
        ['2026-03-02', ' 모바일 ', '20,000'],
      ],
      TODAY,
    );
    expect(reading.ok && reading.lines.map((line) => line.problems)).toEqual([
      [
        '입금자 자리에 이름 대신 거래 종류(타행이체)가 적혀 있습니다. 통장에서 입금자를 확인해 주세요.',
      ],
      [
        '입금자 자리에 이름 대신 거래 종류(모바일)가 적혀 있습니다. 통장에서 입금자를 확인해 주세요.',
      ],
    ]);
  });
});
