import { describe, expect, it } from 'vitest';
import { BATCH_SKIP_NOTES } from '../../../src/domain/donations/receipt-register';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';

/** The fake backend's receipts' register, with the server's rules (its clock: November 2026). */
describe('FakeReceiptRegister (through FakeOfficeDonationApi)', () => {
  async function registerWorld() {
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    addMember(world, { userId: 'haneul01', name: '김하늘', email: 'haneul@example.com' });
    addMember(world, { userId: 'bada01', name: '박바다', email: 'bada@example.com' });
    await signInAs(world, 'office1');
    const office = world.officeDonationApi;
    const haneul = await office.createDonor(donorDraftFor({ userId: 'haneul01', name: '김하늘' }));
    // 김하늘 gave her number before (issue 29: without it the batch asks for it).
    world.backend.donationRecords.residentNumbers.set(haneul, {
      full: '900101-1234568',
      masked: '900101-1******',
    });
    await office.recordDonation(haneul, { ...aDonation(), donatedOn: '2025-05-01', amount: 100 });
    const bada = await office.createDonor(donorDraftFor({ userId: 'bada01', name: '박바다' }));
    const badaGift = await office.recordDonation(bada, {
      ...aDonation(),
      donatedOn: '2025-06-01',
      amount: 200,
    });
    const company = await office.createDonor({
      ...donorDraftFor({ userId: 'x', name: '한빛상사' }),
      kind: 'company',
      memberId: null,
      businessNumber: '220-81-62517',
      email: 'account@hanbit.example',
    });
    await office.recordDonation(company, { ...aDonation(), donatedOn: '2025-07-01', amount: 300 });
    const outsider = await office.createDonor({
      ...donorDraftFor({ userId: 'x', name: '최들판' }),
      memberId: null,
    });
    await office.recordDonation(outsider, { ...aDonation(), donatedOn: '2025-08-01', amount: 400 });
    // 박바다 takes her one gift's own receipt: nothing is left for her year's.
    await signInAs(world, 'bada01');
    await world.donationApi.sendReceiptMail({
      scope: { kind: 'donation', donationId: badaGift },
      email: 'bada@example.com',
    });
    await signInAs(world, 'office1');
    return world;
  }

  it('sends the year’s receipts and says why it skipped the others; a second run sends none', async () => {
    const world = await registerWorld();
    const office = world.officeDonationApi;
    const first = await office.startReceiptBatch(2025);
    expect(first).toMatchObject({ total: 4, sent: 2, skipped: 2, failed: 0 });
    expect(first.problems.map((problem) => [problem.donorName, problem.note])).toEqual([
      ['박바다', BATCH_SKIP_NOTES.noResidentNumber],
      ['최들판', BATCH_SKIP_NOTES.noEmail],
    ]);
    expect(await office.receiptBatch(2025)).toEqual(first);
    expect(await office.receiptBatch(2024)).toBeNull();
    const second = await office.startReceiptBatch(2025);
    expect(second.sent).toBe(0);
    expect(second.problems.filter((p) => p.note === BATCH_SKIP_NOTES.issuedBefore)).toHaveLength(2);
    await expect(office.startReceiptBatch(2027)).rejects.toMatchObject({ status: 400 });
    await expect(office.startReceiptBatch(2010)).rejects.toMatchObject({ status: 404 });
  });

  it('finds by serial or name, prints, exports the CSV with the company’s number, refuses XLSX', async () => {
    const world = await registerWorld();
    const office = world.officeDonationApi;
    await office.startReceiptBatch(2025);
    const all = await office.officeReceipts({ year: 2025, query: '', page: 1 });
    expect(all.items.map((entry) => [entry.donorName, entry.scope, entry.donorKind])).toEqual([
      ['박바다', 'donation', 'person'],
      ['김하늘', 'year', 'person'],
      ['한빛상사', 'year', 'company'],
    ]);
    const [, haneul] = all.items;
    if (!haneul) throw new Error('no receipt');
    expect(
      (await office.officeReceipts({ year: 2025, query: haneul.serial, page: 1 })).items,
    ).toHaveLength(1);
    expect((await office.officeReceipts({ year: 2025, query: '없는이름', page: 1 })).total).toBe(0);
    expect((await office.officeReceipts({ year: 2024, query: '', page: 1 })).total).toBe(0);

    const printed = await office.officeReceiptPdf(haneul.receiptId);
    expect(printed.fileName).toBe(`기부금영수증_${haneul.serial}.txt`);
    expect(await printed.data.text()).toContain('(재발급)');

    const csv = await (await office.exportReceiptRegister(2025, 'csv')).data.text();
    expect(csv).toContain('220-81-62517');
    expect(csv).toContain('건별');
    await expect(office.exportReceiptRegister(2025, 'xlsx')).rejects.toMatchObject({
      status: 503,
    });

    await expect(office.cancelReceipt('no-such-receipt', '잘못 발급')).rejects.toMatchObject({
      status: 404,
    });
    await office.cancelReceipt(haneul.receiptId, '잘못 발급');
    await expect(office.officeReceiptPdf(haneul.receiptId)).rejects.toMatchObject({ status: 409 });
    expect(
      world.backend.auditLog.filter((entry) => entry.action.startsWith('receipt.')).length,
    ).toBe(7);
  });
});
