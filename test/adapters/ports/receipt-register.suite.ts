import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfficeDonationApi } from '../../../src/application/donations';
import type { ReceiptBatchProgress } from '../../../src/domain/donations/receipt-register';
import { BATCH_SKIP_NOTES } from '../../../src/domain/donations/receipt-register';
import { aDonation, donorDraftFor } from '../../support/donations';
import { approvedMember, type MakePortWorld, type PortWorld, refusal, signIn } from './port-world';

const RESIDENT_NUMBER = '900101-1234568';

/** The batch runs on after its start answers: asked again until it has finished. */
async function finished(office: OfficeDonationApi, year: number): Promise<ReceiptBatchProgress> {
  for (let tries = 0; tries < 200; tries += 1) {
    const progress = await office.receiptBatch(year);
    if (progress?.finishedAt) return progress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The batch did not finish');
}

/** The receipts' register (issue 14): the year's batch, reissue, cancel, the 발급명세. */
export function describeReceiptRegisterSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`the receipts’ register (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    it('sends the year’s receipts, lists them, reissues, cancels and exports the CSV', async () => {
      const year = Number(world.koreanToday().slice(0, 4)) - 1;
      const alice = await approvedMember(world, { name: '김하늘' });
      await world.signInAsAdministrator();
      const office = world.officeDonations;
      const aliceDonor = await office.createDonor(donorDraftFor(alice));
      const aliceFirst = await office.recordDonation(aliceDonor, {
        ...aDonation(),
        donatedOn: `${year}-03-01`,
      });
      await office.recordDonation(aliceDonor, { ...aDonation(), donatedOn: `${year}-05-01` });
      const outsider = await office.createDonor({
        ...donorDraftFor({ userId: '', name: '최들판' }),
        memberId: '',
      });
      await office.recordDonation(outsider, { ...aDonation(), donatedOn: `${year}-06-01` });
      // Alice gives her number with one gift's receipt (issue 29: without it the batch asks).
      await signIn(world, alice);
      await world.donations.downloadReceipt({
        scope: { kind: 'donation', donationId: aliceFirst },
        residentNumber: RESIDENT_NUMBER,
        residentNumberConsent: true,
      });
      await world.signInAsAdministrator();
      const mailsBefore = world.mailsTo(alice.email);

      expect(await office.receiptBatch(year)).toBeNull();
      await office.startReceiptBatch(year);
      const progress = await finished(office, year);
      expect(progress).toMatchObject({ total: 2, sent: 1, skipped: 1, failed: 0 });
      expect(progress.problems).toEqual([
        { donorId: outsider, donorName: '최들판', note: BATCH_SKIP_NOTES.noEmail, failed: false },
      ]);
      expect(world.mailsTo(alice.email)).toBe(mailsBefore + 1);

      const page = await office.officeReceipts({ year, query: '', page: 1 });
      expect(page.items.map((entry) => [entry.donorName, entry.scope, entry.issueCount])).toEqual([
        ['김하늘', 'donation', 1],
        ['김하늘', 'year', 1],
      ]);
      const [, entry] = page.items;
      if (!entry) throw new Error('no receipt');
      expect(await office.reissueReceipt(entry.receiptId, 'haneul@example.net')).toBe(entry.serial);
      expect((await office.officeReceipts({ year, query: entry.serial, page: 1 })).items).toEqual([
        expect.objectContaining({ issueCount: 2, lastChannel: 'mail' }),
      ]);

      await expect(office.cancelReceipt(entry.receiptId, ' ')).rejects.toMatchObject(
        refusal('invalidInput'),
      );
      await office.cancelReceipt(entry.receiptId, '잘못 발급');
      await expect(office.cancelReceipt(entry.receiptId, '다시')).rejects.toMatchObject(
        refusal('invalidState'),
      );
      await expect(office.reissueReceipt(entry.receiptId, alice.email)).rejects.toMatchObject(
        refusal('invalidState'),
      );

      const csv = await office.exportReceiptRegister(year, 'csv');
      expect(csv.fileName).toBe(`기부금영수증_발급명세_${year}.csv`);
      const text = await csv.data.text();
      expect(text).toContain(entry.serial);
      expect(text).toContain('잘못 발급');
    });

    it('issue 29: counts before the batch, asks a member without a number for it, and issues, prints and faxes a donor’s receipt never issued', async () => {
      const year = Number(world.koreanToday().slice(0, 4)) - 1;
      const gureum = await approvedMember(world, { name: '이구름' });
      await world.signInAsAdministrator();
      const office = world.officeDonations;
      const gureumDonor = await office.createDonor(donorDraftFor(gureum));
      await office.recordDonation(gureumDonor, { ...aDonation(), donatedOn: `${year}-04-01` });
      const outsider = await office.createDonor({
        ...donorDraftFor({ userId: '', name: '최들판' }),
        memberId: '',
        email: '',
      });
      const gift = await office.recordDonation(outsider, {
        ...aDonation(),
        donatedOn: `${year}-06-01`,
      });

      expect(await office.receiptBatchPreview(year)).toEqual({
        taxYear: year,
        donors: 2,
        withoutResidentNumber: 2,
        withoutEmail: 1,
      });
      const mailsBefore = world.mailsTo(gureum.email);
      await office.startReceiptBatch(year);
      const progress = await finished(office, year);
      expect(progress).toMatchObject({ total: 2, sent: 0, skipped: 2 });
      expect(progress.problems).toContainEqual({
        donorId: gureumDonor,
        donorName: '이구름',
        note: BATCH_SKIP_NOTES.noResidentNumber,
        failed: false,
      });
      expect(world.mailsTo(gureum.email)).toBe(mailsBefore + 1);

      const page = await office.officeDonorReceipts(outsider, year);
      expect(page).toMatchObject({ name: '최들판', email: null, residentNumberOnFile: false });
      expect(page.items.map((item) => [item.scope.kind, item.issued])).toEqual([
        ['year', null],
        ['donation', null],
      ]);
      const printed = await office.printDonorReceipt(outsider, {
        kind: 'donation',
        donationId: gift,
      });
      expect(printed.fileName).toMatch(/^기부금영수증_\d{4}-\d{6}\.(pdf|txt)$/u);
      await expect(
        office.faxDonorReceipt(outsider, { kind: 'year', year }, '010-1234-5678'),
      ).rejects.toMatchObject(refusal('invalidInput'));
      await expect(
        office.faxDonorReceipt(outsider, { kind: 'year', year }, '02-123-4567'),
      ).rejects.toMatchObject(refusal('notFound'));
      const faxed = await office.faxDonorReceipt(
        outsider,
        { kind: 'donation', donationId: gift },
        '02-123-4567',
      );
      expect(faxed).toMatchObject({ reissue: true, delivery: 'queued' });
      expect((await office.officeFaxQueue()).map((fax) => fax.number)).toEqual(['02-123-4567']);
      const [entry] = (await office.officeReceipts({ year, query: '최들판', page: 1 })).items;
      expect(entry).toMatchObject({
        serial: faxed.serial,
        issueCount: 2,
        lastChannel: 'fax',
        residentNumberMissing: true,
      });
      await expect(office.officeDonorReceipts('no-such-donor', year)).rejects.toMatchObject(
        refusal('notFound'),
      );
    });
  });
}
