import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IMPORT_PREVIEW_GONE,
  NOT_IN_PREVIEW,
  ONLINE_ORDER_DONOR,
} from '../../../src/domain/donations/bank-statement';
import { GENERAL_FUND_ID } from '../../../src/domain/donations/donation';
import { aDonation, donorDraftFor } from '../../support/donations';
import { aGift } from '../../support/checkouts';
import { approvedMember, type MakePortWorld, type PortWorld, refusal } from './port-world';

const csv = (text: string, name = '거래내역.csv') => ({
  name,
  data: new Blob([text], { type: 'text/csv' }),
});

const STATEMENT = [
  '거래일시,기재내용,출금액(원),입금액(원)',
  '2025.03.02 09:12:33,김하늘,0,"1,000,000"',
  '2025.03.03,관리비,"200,000",0',
  '2025.03.04,처음보는분,,"50,000"',
].join('\n');

/** A bank statement's import (issue 14): previewed, then committed all together or not at all. */
export function describeDonationImportSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`importing a bank statement (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    it('previews, commits the kept rows of the kept preview once, and refuses them a second time whole', async () => {
      const alice = await approvedMember(world, { name: '김하늘' });
      await world.signInAsAdministrator();
      const office = world.officeDonations;
      const donorId = await office.createDonor(donorDraftFor(alice));
      const { previewId, layout, lines } = await office.previewDonationImport(csv(STATEMENT));
      // The preview names the bank layout the statement was read by.
      expect(layout).toEqual({ bank: '국민은행', confirmed: true });
      expect(
        lines.map((line) => [
          line.row,
          line.amount,
          line.donor?.donorId ?? null,
          line.importedBefore,
        ]),
      ).toEqual([
        [2, 1_000_000, donorId, false],
        [4, 50_000, null, false],
      ]);
      const request = {
        previewId,
        fundId: GENERAL_FUND_ID,
        method: 'transfer' as const,
        receiptCode: '40' as const,
        lines: [{ row: 2, donorId }],
      };
      expect(await office.commitDonationImport(request)).toBe(1);
      expect((await office.officeDonations({ year: 2025 })).totalAmount).toBe(1_000_000);
      expect((await office.previewDonationImport(csv(STATEMENT))).lines[0]?.importedBefore).toBe(
        true,
      );
      await expect(office.commitDonationImport(request)).rejects.toMatchObject(
        refusal(
          'invalidState',
          '2번째 줄은 이미 가져온 거래입니다. 그 줄을 빼고 다시 가져와 주세요.',
        ),
      );
      // Row 3 is a withdrawal: not a line of the preview.
      await expect(
        office.commitDonationImport({ ...request, lines: [{ row: 3, donorId }] }),
      ).rejects.toMatchObject(refusal('invalidInput', `3번째 줄: ${NOT_IN_PREVIEW}`));
      await expect(
        office.commitDonationImport({ ...request, previewId: 'no-such-preview' }),
      ).rejects.toMatchObject(refusal('invalidState', IMPORT_PREVIEW_GONE));
      expect((await office.officeDonations({ year: 2025 })).total).toBe(1);
    });

    it('settles a deposit under an online order’s reference as that order, once (issue 31)', async () => {
      const started = await world.payments.startCheckout(aGift({ method: 'bankTransfer' }));
      const reference = started.outcome?.deposit?.reference ?? '';
      const year = Number(world.koreanToday().slice(0, 4));
      const total = async () =>
        (await world.publicDonations.donationStatistics()).years.find((each) => each.year === year)
          ?.totalAmount ?? 0;
      const before = await total();
      await world.signInAsAdministrator();
      const office = world.officeDonations;
      // As a depositor types it: lower case, a hyphen inside, after the name.
      const typed = `한가람 ${reference.slice(0, 4).toLowerCase()}-${reference.slice(4)}`;
      const day = world.koreanToday().replace(/-/gu, '.');
      const statement = [
        '거래일시,기재내용,입금액(원)',
        `${day},${typed},"30,000"`,
        `${day},한가람 ${reference},"3,000"`,
      ].join('\n');
      const preview = await office.previewDonationImport(csv(statement));
      const transfer = { reference, donorName: '한가람', amount: 30_000, what: '장학기금' };
      expect(preview.lines.map((line) => [line.donor, line.transfer])).toEqual([
        [null, { ...transfer, amountMatches: true }],
        [null, { ...transfer, amountMatches: false }],
      ]);
      const request = {
        previewId: preview.previewId,
        fundId: GENERAL_FUND_ID,
        method: 'transfer' as const,
        receiptCode: '40' as const,
      };
      // Another amount than the order's: refused whole, nothing recorded.
      await expect(
        office.commitDonationImport({
          ...request,
          lines: [
            { row: 2, donorId: ONLINE_ORDER_DONOR },
            { row: 3, donorId: ONLINE_ORDER_DONOR },
          ],
        }),
      ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('3번째 줄') });
      expect((await world.payments.paymentOrder(started.orderId)).state).toBe('awaitingDeposit');
      expect(
        await office.commitDonationImport({
          ...request,
          lines: [{ row: 2, donorId: ONLINE_ORDER_DONOR }],
        }),
      ).toBe(1);
      expect(await total()).toBe(before + 30_000);
      expect((await world.payments.paymentOrder(started.orderId)).state).toBe('paid');
      // The same file again: the deposit was imported, the order is no longer awaited.
      const again = await office.previewDonationImport(csv(statement));
      expect(again.lines.map((line) => [line.importedBefore, line.transfer])).toEqual([
        [true, null],
        [false, null],
      ]);
      expect(await total()).toBe(before + 30_000);
    });

    it('refuses a file that is not a statement, in Korean', async () => {
      await world.signInAsAdministrator();
      await expect(
        world.officeDonations.previewDonationImport(csv('이름,전화\n가,1\n')),
      ).rejects.toMatchObject(refusal('invalidInput', /입금액 열을 찾지 못했습니다/u));
      await expect(
        world.officeDonations.previewDonationImport(csv('%PDF-1.4', '거래내역.pdf')),
      ).rejects.toMatchObject(refusal('invalidInput'));
    });

    it('flags a deposit that repeats a gift typed by hand, and not one imported', async () => {
      const alice = await approvedMember(world, { name: '김하늘' });
      await world.signInAsAdministrator();
      const office = world.officeDonations;
      const donorId = await office.createDonor(donorDraftFor(alice));
      await office.recordDonation(donorId, {
        ...aDonation(),
        donatedOn: '2025-03-02',
        amount: 1_000_000,
      });
      const { lines } = await office.previewDonationImport(csv(STATEMENT));
      expect(lines.map((line) => [line.name, line.likelyDuplicate])).toEqual([
        ['김하늘', true],
        ['처음보는분', false],
      ]);
    });
  });
}
