import { describe, expect, it } from 'vitest';
import { GENERAL_FUND_ID } from '../../../src/domain/donations/donation';
import {
  IMPORT_PREVIEW_GONE,
  IMPORT_PREVIEW_HOURS,
  STATEMENT_MAX_BYTES,
} from '../../../src/domain/donations/bank-statement';
import { donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';

/** A statement as Korean banks mostly export it: EUC-KR, CRLF, a quoted field with quotes. */
const EUC_KR_STATEMENT = Buffer.from(
  'b0c5b7a1c0cfbdc32cb1e2c0e7b3bbbfeb2cc3e2b1ddbed728bff8292cc0d4b1ddbed728bff8290d0a323032352e30332e30322c22b1e8c7cfb4c3202222c0e5c7d02222222c302c22312c303030220d0a',
  'hex',
);

/** The fake backend's statement import, with the server's refusals. */
describe('FakeDonationImport (through FakeOfficeDonationApi)', () => {
  async function officeWorld() {
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    await signInAs(world, 'office1');
    return world;
  }

  it('reads an EUC-KR statement with CRLF and quotes inside a quoted field', async () => {
    const world = await officeWorld();
    const { lines } = await world.officeDonationApi.previewDonationImport({
      name: '거래내역.csv',
      data: new Blob([EUC_KR_STATEMENT]),
    });
    expect(lines.map((line) => [line.row, line.name, line.amount, line.donatedOn])).toEqual([
      [2, '김하늘 "장학"', 1_000, '2025-03-02'],
    ]);
  });

  it('reads a UTF-16 statement by its byte order mark, as the server does', async () => {
    const world = await officeWorld();
    const text = '거래일시,입금자명,입금액\r\n2025.03.02,김하늘,"1,000"\r\n';
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.from(little).swap16();
    for (const bytes of [little, big]) {
      const { lines } = await world.officeDonationApi.previewDonationImport({
        name: '거래내역.csv',
        data: new Blob([bytes]),
      });
      expect(lines.map((line) => [line.row, line.name, line.amount])).toEqual([
        [2, '김하늘', 1_000],
      ]);
    }
  });

  it('refuses a file too large, an unknown or closed fund, and an unknown donor', async () => {
    const world = await officeWorld();
    const office = world.officeDonationApi;
    await expect(
      office.previewDonationImport({
        name: '거래내역.csv',
        data: new Blob([new Uint8Array(STATEMENT_MAX_BYTES + 1)]),
      }),
    ).rejects.toMatchObject({ status: 413 });
    const donorId = await office.createDonor({
      ...donorDraftFor({ userId: 'x', name: '김하늘' }),
      memberId: null,
    });
    const { previewId } = await office.previewDonationImport({
      name: '거래내역.csv',
      data: new Blob([EUC_KR_STATEMENT]),
    });
    const line = { row: 2, donorId };
    const request = {
      previewId,
      fundId: 'no-such-fund',
      method: 'transfer',
      receiptCode: '40',
    } as const;
    await expect(office.commitDonationImport({ ...request, lines: [line] })).rejects.toMatchObject({
      status: 400,
    });
    const closed = await office.createDonationFund({
      name: '마감한 기금',
      description: '',
      active: true,
    });
    await office.updateDonationFund(closed, {
      name: '마감한 기금',
      description: '',
      active: false,
    });
    await expect(
      office.commitDonationImport({ ...request, fundId: closed, lines: [line] }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      office.commitDonationImport({
        ...request,
        fundId: GENERAL_FUND_ID,
        lines: [{ ...line, donorId: 'no-such-donor' }],
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('2번째 줄') });
    expect(
      await office.commitDonationImport({ ...request, fundId: GENERAL_FUND_ID, lines: [line] }),
    ).toBe(1);
  });

  it('commits a preview for its maker only, within its hours', async () => {
    const world = await officeWorld();
    const office = world.officeDonationApi;
    const donorId = await office.createDonor({
      ...donorDraftFor({ userId: 'x', name: '김하늘' }),
      memberId: null,
    });
    const { previewId } = await office.previewDonationImport({
      name: '거래내역.csv',
      data: new Blob([EUC_KR_STATEMENT]),
    });
    const request = {
      previewId,
      fundId: GENERAL_FUND_ID,
      method: 'transfer',
      receiptCode: '40',
      lines: [{ row: 2, donorId }],
    } as const;
    addMember(world, { userId: 'office2', name: '다른 사무국', role: 'admin' });
    await signInAs(world, 'office2');
    await expect(office.commitDonationImport(request)).rejects.toMatchObject({
      status: 409,
      message: IMPORT_PREVIEW_GONE,
    });
    await signInAs(world, 'office1');
    world.clock.advance(IMPORT_PREVIEW_HOURS * 3_600_000);
    await expect(office.commitDonationImport(request)).rejects.toMatchObject({ status: 409 });
  });
});
