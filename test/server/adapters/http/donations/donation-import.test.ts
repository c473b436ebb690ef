import { beforeEach, describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import {
  IMPORT_PREVIEW_GONE,
  IMPORT_PREVIEW_HOURS,
  NOT_IN_PREVIEW,
  STATEMENT_COMMIT_MAX_BYTES,
} from '../../../../../src/domain/donations/bank-statement';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { memberDonor, recorded } from '../../../support/donations';
import { as, signIn, signedInMember, type SignedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { upload } from '../../../support/uploads';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../../support/office';

/** A statement as a bank exports it: the account above, a withdrawal, a line without a name. */
const STATEMENT = [
  '거래내역조회,,,,',
  '거래일시,기재내용,출금액(원),입금액(원),연락처',
  '2025.03.02 09:12:33,김하늘,0,"1,000,000",',
  '2025.03.03 10:00:00,관리비,"200,000",0,',
  '2025.03.04,박바다,,"300,000",010-9876-5432',
  '2025.03.05,처음보는분,,"50,000",',
  '2025.03.06,,,"70,000",',
].join('\r\n');

type Preview = DataOf<'previewDonationImport'>;

/** Issue 14 item 2: a bank statement imported, previewed first, all lines or none. */
describe.each(dialects())('importing a bank statement (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let office: SignedInMember;
  let haneulDonor: string;
  let badaDonor: string;

  beforeEach(async () => {
    office = await signedInOffice(server);
    haneulDonor = await memberDonor(
      server,
      office,
      await signedInMember(server, { name: '김하늘' }),
    );
    const bada = await signedInMember(server, { name: '박바다' });
    badaDonor = expectSuccess(
      await server.call<{ donorId: string }>('createDonor', {
        ...as(office),
        body: {
          kind: 'person',
          name: '박바다',
          memberId: bada.userId,
          businessNumber: '',
          phone: '010 9876 5432',
          email: '',
          address: '',
          graduationYear: null,
          namedInHallOfFame: false,
        },
      }),
    ).donorId;
  });

  async function preview(bytes: Buffer, fileName = '거래내역.csv') {
    return upload(server, {
      call: '/api/admin/donations/import/preview',
      member: office,
      fileName,
      bytes,
      mimeType: 'text/csv',
    });
  }

  async function donationCount() {
    const listed = expectSuccess(
      await server.call<DataOf<'officeDonations'>>('officeDonations', {
        ...as(office),
        query: { year: '2025' },
      }),
    );
    return listed.total;
  }

  it('previews each deposit with its problems, its donor and whether it came before; writes nothing', async () => {
    const answer = await preview(Buffer.from(STATEMENT, 'utf8'));
    expect(answer.status).toBe(200);
    const { lines } = answer.body.data as unknown as Preview;
    expect(
      lines.map(({ row, donatedOn, amount, name, problems, donor, importedBefore }) => ({
        row,
        donatedOn,
        amount,
        name,
        problems,
        donor: donor && { donorId: donor.donorId, by: donor.by },
        importedBefore,
      })),
    ).toEqual([
      {
        row: 3,
        donatedOn: '2025-03-02',
        amount: 1_000_000,
        name: '김하늘',
        problems: [],
        donor: { donorId: haneulDonor, by: 'name' },
        importedBefore: false,
      },
      {
        row: 5,
        donatedOn: '2025-03-04',
        amount: 300_000,
        name: '박바다',
        problems: [],
        donor: { donorId: badaDonor, by: 'phone' },
        importedBefore: false,
      },
      {
        row: 6,
        donatedOn: '2025-03-05',
        amount: 50_000,
        name: '처음보는분',
        problems: [],
        donor: null,
        importedBefore: false,
      },
      {
        row: 7,
        donatedOn: '2025-03-06',
        amount: 70_000,
        name: '',
        problems: ['입금자 이름이 비어 있습니다.'],
        donor: null,
        importedBefore: false,
      },
    ]);
    expect(await donationCount()).toBe(0);
  });

  it('flags a deposit that repeats a gift typed by hand on the same day, for the same amount', async () => {
    await recorded(server, office, haneulDonor, { donatedOn: '2025-03-02', amount: 1_000_000 });
    await recorded(server, office, badaDonor, { donatedOn: '2025-03-04', amount: 299_000 });
    const answer = await preview(Buffer.from(STATEMENT, 'utf8'));
    const { lines } = answer.body.data as unknown as Preview;
    expect(lines.map((line) => [line.name, line.likelyDuplicate])).toEqual([
      ['김하늘', true],
      ['박바다', false],
      ['처음보는분', false],
      ['', false],
    ]);
  });

  it('flags a gift typed by hand on the statement’s last day as well as its first', async () => {
    const statement = [
      '거래일시,기재내용,입금액(원),연락처',
      '2025.03.02,김하늘,"1,000,000",',
      '2025.03.04,김하늘,"20,000",',
      '2025.03.06,박바다,"300,000",010-9876-5432',
    ].join('\r\n');
    await recorded(server, office, badaDonor, { donatedOn: '2025-03-06', amount: 300_000 });
    const { lines } = (await preview(Buffer.from(statement, 'utf8'))).body
      .data as unknown as Preview;
    expect(lines.map((line) => [line.donatedOn, line.likelyDuplicate])).toEqual([
      ['2025-03-02', false],
      ['2025-03-04', false],
      ['2025-03-06', true],
    ]);
  });

  it('commits the lines kept all together, once: a second import of them is refused whole', async () => {
    const { lines } = (await preview(Buffer.from(STATEMENT, 'utf8'))).body
      .data as unknown as Preview;
    const { previewId } = (await preview(Buffer.from(STATEMENT, 'utf8'))).body
      .data as unknown as Preview;
    const kept = lines
      .filter((line) => line.donor)
      .map((line) => ({ row: line.row, donorId: line.donor?.donorId ?? '' }));
    const body = {
      previewId,
      fundId: 'general',
      method: 'transfer',
      receiptCode: '40',
      lines: kept,
    };
    expect(
      expectSuccess(await server.call('commitDonationImport', { ...as(office), body })),
    ).toEqual({ imported: 2 });
    expect(await donationCount()).toBe(2);
    const again = (await preview(Buffer.from(STATEMENT, 'utf8'))).body.data as unknown as Preview;
    expect(again.lines.map((line) => line.importedBefore)).toEqual([true, true, false, false]);

    const twice = await server.call('commitDonationImport', { ...as(office), body });
    expectRefusal(twice, 'invalidState');
    expect(twice.body.message).toBe(
      '3, 5번째 줄은 이미 가져온 거래입니다. 그 줄을 빼고 다시 가져와 주세요.',
    );
    expect(await donationCount()).toBe(2);
  });

  it('previews and commits a statement of 2,000 deposits (a body past 64 KiB), once', async () => {
    const deposits = Array.from({ length: 2000 }, (_, index) => {
      const day = String((index % 28) + 1).padStart(2, '0');
      return `2025.03.${day} 09:00:00,김하늘,"${(10_000 + index).toLocaleString('en')}",3월 정기 후원 ${index + 1}회차`;
    });
    const statement = ['거래일시,입금자명,입금액(원),메모', ...deposits].join('\r\n');
    const { previewId, lines } = (await preview(Buffer.from(statement, 'utf8'))).body
      .data as unknown as Preview;
    expect(lines).toHaveLength(2000);
    const body = {
      previewId,
      fundId: 'general',
      method: 'transfer',
      receiptCode: '40',
      lines: lines.map((line) => ({ row: line.row, donorId: line.donor?.donorId ?? '' })),
    };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(64 * 1024);
    expect(
      expectSuccess(await server.call('commitDonationImport', { ...as(office), body })),
    ).toEqual({ imported: 2000 });
    const twice = await server.call('commitDonationImport', { ...as(office), body });
    expectRefusal(twice, 'invalidState');
    expect(twice.body.message).toBe(
      '2–2001번째 줄은 이미 가져온 거래입니다. 그 줄을 빼고 다시 가져와 주세요.',
    );
    expect(await donationCount()).toBe(2000);
    // Its own limit still holds.
    const huge = { ...body, previewId: 'x'.repeat(STATEMENT_COMMIT_MAX_BYTES) };
    const refused = await server.call('commitDonationImport', { ...as(office), body: huge });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toMatch(/[가-힣]/u);
  });

  it('commits nothing when one line is wrong, and says which', async () => {
    const statement = [
      '거래일시,입금자명,입금액(원)',
      '2025.04.01,김하늘,"10,000"',
      '2025.04.01,김하늘,"1,000,000,000,000,000"',
      '2025.04.02,김하늘,"5,000"',
    ].join('\n');
    const { previewId } = (await preview(Buffer.from(statement, 'utf8'))).body
      .data as unknown as Preview;
    const line = (row: number, donorId = haneulDonor) => ({ row, donorId });
    const commit = (lines: readonly { row: number; donorId: string }[]) =>
      server.call('commitDonationImport', {
        ...as(office),
        body: { previewId, fundId: 'general', method: 'transfer', receiptCode: '40', lines },
      });
    for (const [lines, message] of [
      [[line(2), line(3)], /^3번째 줄: 금액이 너무 큽니다/u],
      [[line(2), line(4, 'nobody')], '4번째 줄: 기부자를 찾을 수 없습니다.'],
      [[line(2), line(2)], /^2번째 줄은 이미 가져온 거래입니다/u],
      [[line(2), line(9)], `9번째 줄: ${NOT_IN_PREVIEW}`],
      [[], '가져올 거래를 하나 이상 골라 주세요.'],
    ] as const) {
      const refused = await commit(lines);
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
    expect(await donationCount()).toBe(0);
    // Two commits of one preview at once: one of them, not both.
    const answers = await Promise.all([commit([line(4)]), commit([line(4)])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await donationCount()).toBe(1);
  });

  it('commits a preview only for the office member who made it, within its hours', async () => {
    const { previewId, lines } = (await preview(Buffer.from(STATEMENT, 'utf8'))).body
      .data as unknown as Preview;
    const body = {
      previewId,
      fundId: 'general',
      method: 'transfer',
      receiptCode: '40',
      lines: [{ row: lines[0]?.row ?? 0, donorId: haneulDonor }],
    };
    const account = { ...OFFICE_ADMINISTRATOR, userId: 'office2027', email: 'two@example.com' };
    await server.runtime.services.administration.createAdministrator(account);
    const colleague = await signIn(server, account);
    const theirs = await server.call('commitDonationImport', { ...as(colleague), body });
    expectRefusal(theirs, 'invalidState');
    expect(theirs.body.message).toBe(IMPORT_PREVIEW_GONE);
    expect(await donationCount()).toBe(0);
    // Past its hours (the use case itself: the office's sign-in would have expired by then too).
    server.clock.advance(IMPORT_PREVIEW_HOURS * 3_600_000);
    await expect(
      server.runtime.services.donationImport.commitDonationImport(
        { id: OFFICE_ADMINISTRATOR.userId, ip: null },
        { ...body, method: 'transfer', receiptCode: '40' },
      ),
    ).rejects.toMatchObject({ message: IMPORT_PREVIEW_GONE });
  });

  it('issue 29 item 6: reads 국민은행’s 보낸분/받는분 as the depositor, never 적요', async () => {
    const statement = [
      '거래내역조회,,,,,,,,',
      '계좌번호,123456-01-234567,,,,,,,',
      '거래일시,적요,보낸분/받는분,송금메모,출금액(원),입금액(원),잔액(원),거래점,구분',
      '2025.03.02 09:12:33,타행이체,김하늘,장학기금,0,"1,000,000","1,000,000",신한,입금',
      '2025.03.04 11:00:00,모바일,박바다,,0,"300,000","1,300,000",국민,입금',
      '합계,,,,0,"1,300,000",,,',
    ].join('\r\n');
    const answer = await preview(Buffer.from(statement));
    expect(answer.status).toBe(200);
    const { lines } = answer.body.data as unknown as Preview;
    expect(lines.map((line) => [line.name, line.memo, line.donor?.donorId])).toEqual([
      ['김하늘', '장학기금', haneulDonor],
      ['박바다', '', badaDonor],
    ]);
  });

  it('issue 29 item 6: refuses a layout it cannot place, naming the columns it found', async () => {
    const statement = [
      '거래일시,적요,출금액(원),입금액(원),잔액(원),거래점,구분',
      '2025.03.02 09:12:33,타행이체,0,"1,000,000","1,000,000",신한,입금',
    ].join('\r\n');
    const refused = await preview(Buffer.from(statement));
    expectRefusal(refused, 'invalidInput');
    expect(refused.body.message).toMatch(
      /^입금자 열을 찾지 못했습니다\(찾은 열: 거래일시, 적요, 출금액\(원\), 입금액\(원\), 잔액\(원\), 거래점, 구분\)\. /u,
    );
    expect(await donationCount()).toBe(0);
  });

  it('refuses what is not a statement, a file too large, and anyone but the office', async () => {
    const pdf = await preview(Buffer.from('%PDF-1.4'), '거래내역.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toMatch(/CSV나 XLSX 파일만/u);
    const noHeader = await preview(Buffer.from('이름,전화\n가,1\n'));
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toMatch(/입금액 열을 찾지 못했습니다/u);
    const large = await preview(Buffer.alloc(2 * 1024 * 1024 + 1, 0x41));
    expect(large.status).toBe(413);
    const member = await signedInMember(server, { name: '최가람' });
    const forbidden = await upload(server, {
      call: '/api/admin/donations/import/preview',
      member,
      fileName: '거래내역.csv',
      bytes: Buffer.from(STATEMENT),
    });
    expect(forbidden.status).toBe(403);
    expectRefusal(
      await server.call('commitDonationImport', {
        ...as(member),
        body: {
          previewId: 'any',
          fundId: 'general',
          method: 'transfer',
          receiptCode: '40',
          lines: [],
        },
      }),
      'forbidden',
    );
  });
});
