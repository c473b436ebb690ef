import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { BATCH_SKIP_NOTES } from '../../../../../src/domain/donations/receipt-register';
import { capturedLog } from '../../../support/captured-log';
import type { ApiErrorKey } from '../../../../../src/contract/shared/error-codes';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import {
  memberDonor,
  outsideDonor,
  recorded,
  storedResidentNumber,
} from '../../../support/donations';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { pdfText, readMailFile } from '../../../support/pdf-text';
import { type CallResult, dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { signedInOffice } from '../../../support/office';
import { ReceiptIssuing } from '../../../../../server/application/donations/receipt-issuing';
import { donationsDependenciesOf } from '../../../../../server/composition/donations';

const RESIDENT_NUMBER = '900101-1234568';
const BOB_RESIDENT_NUMBER = '850505-1234562';

/** Refused with the contract's error, and a Korean sentence that says why. */
function refused(result: CallResult, key: ApiErrorKey, saying?: string): void {
  expectRefusal(result, key);
  if (saying) expect(result.body.message).toContain(saying);
}
const YEAR = new Date().getFullYear() - 1;

type Progress = DataOf<'startReceiptBatch'>;
type Register = DataOf<'officeReceipts'>;

/** Issue 14 item 5: the office's receipts' register, the year's batch and the 발급명세. */
describe.each(dialects())('the receipts’ register (%s)', (dialect) => {
  const log = capturedLog('trace');
  const server = useTestServer(dialect, { log, seed: withDonorsOfTheYear });
  let office: SignedInMember;
  let alice: SignedInMember;
  let bob: SignedInMember;
  let aliceFirstGift: string;
  let bobDonor: string;
  let bobGift: string;

  async function withDonorsOfTheYear(): Promise<void> {
    office = await signedInOffice(server);
    alice = await signedInMember(server, { name: '김하늘' });
    bob = await signedInMember(server, { name: '박바다' });
    const aliceDonor = await memberDonor(server, office, alice);
    aliceFirstGift = await recorded(server, office, aliceDonor, {
      donatedOn: `${YEAR}-04-05`,
      amount: 200_000,
      receiptCode: '10',
    });
    await recorded(server, office, aliceDonor, { donatedOn: `${YEAR}-12-24`, amount: 300_000 });
    bobDonor = await memberDonor(server, office, bob);
    // Bob gave his number before (issue 29: without one he is asked for it, not mailed a receipt).
    await storedResidentNumber(server, bobDonor, BOB_RESIDENT_NUMBER);
    bobGift = await recorded(server, office, bobDonor, {
      donatedOn: `${YEAR}-06-01`,
      amount: 100_000,
    });
    const outsider = await outsideDonor(server, office, {
      kind: 'person',
      name: '최들판',
      email: '',
    });
    await recorded(server, office, outsider, { donatedOn: `${YEAR}-07-07`, amount: 50_000 });
    const company = await outsideDonor(server, office, {
      kind: 'company',
      name: '한빛상사',
      email: 'account@hanbit.example',
      businessNumber: '220-81-62517',
    });
    await recorded(server, office, company, { donatedOn: `${YEAR}-08-08`, amount: 5_000_000 });
    // A donor of the year before: not in this year's batch.
    const earlier = await outsideDonor(server, office, {
      kind: 'person',
      name: '정새벽',
      email: 'dawn@example.com',
    });
    await recorded(server, office, earlier, { donatedOn: `${YEAR - 1}-05-05`, amount: 10_000 });
    // Alice takes one gift's own receipt, giving her resident number with its consent.
    expectSuccess(
      await server.call('sendReceiptMail', {
        ...as(alice),
        body: {
          donationId: aliceFirstGift,
          email: alice.email,
          residentNumber: RESIDENT_NUMBER,
          residentNumberConsent: true,
        },
      }),
    );
  }

  const outboxMails = () =>
    fs
      .readdirSync(path.join(server.dataDir, 'outbox'))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => path.join(server.dataDir, 'outbox', name));

  async function runBatch(): Promise<Progress> {
    const started = expectSuccess(
      await server.call<Progress>('startReceiptBatch', { ...as(office), body: { year: YEAR } }),
    );
    await server.runtime.services.receiptBatches.settled();
    const progress = expectSuccess(
      await server.call<DataOf<'receiptBatch'>>('receiptBatch', {
        ...as(office),
        query: { year: String(YEAR) },
      }),
    );
    expect(progress?.batchId).toBe(started.batchId);
    return progress as Progress;
  }

  async function register(query: Record<string, string> = {}): Promise<Register> {
    return expectSuccess(
      await server.call<Register>('officeReceipts', {
        ...as(office),
        query: { year: String(YEAR), ...query },
      }),
    );
  }

  async function exported(format: 'csv' | 'xlsx'): Promise<Response> {
    return server.fetch(`/api/admin/donations/receipts/export?year=${YEAR}&format=${format}`, {
      headers: { authorization: `Bearer ${office.accessToken}`, 'x-user-id': office.userId },
    });
  }

  it('mails every donor of the year their consolidated receipt once, and says whom it skipped and why', async () => {
    const before = outboxMails().length;
    const progress = await runBatch();
    expect(progress).toMatchObject({ taxYear: YEAR, total: 4, sent: 3, skipped: 1, failed: 0 });
    expect(progress.finishedAt).not.toBeNull();
    expect(progress.problems).toEqual([
      expect.objectContaining({
        donorName: '최들판',
        note: BATCH_SKIP_NOTES.noEmail,
        failed: false,
      }),
    ]);

    const mails = await Promise.all(outboxMails().slice(before).map(readMailFile));
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      ['account@hanbit.example', alice.email, bob.email].sort(),
    );
    const aliceMail = mails.find((mail) => mail.to === alice.email);
    const text = pdfText(aliceMail?.attachments[0]?.content ?? Buffer.alloc(0));
    // The year's receipt leaves out the gift that has a receipt of its own.
    expect(text).toContain(`${YEAR}.12.24`);
    expect(text).not.toContain(`${YEAR}.04.05`);
    expect(text).toContain('900101-1******');
    expect(text).not.toContain(RESIDENT_NUMBER);

    // Started again: each donor who has the year's receipt is skipped, nobody is mailed twice.
    const again = await runBatch();
    expect(again.batchId).not.toBe(progress.batchId);
    expect(again).toMatchObject({ total: 4, sent: 0, skipped: 4, failed: 0 });
    expect(
      again.problems.filter((problem) => problem.note === BATCH_SKIP_NOTES.issuedBefore),
    ).toHaveLength(3);
    expect(outboxMails()).toHaveLength(before + 3);

    const { items } = await register();
    expect(items.map((entry) => [entry.donorName, entry.scope, entry.lastChannel])).toEqual([
      ['김하늘', 'donation', 'mail'],
      ['김하늘', 'year', 'mail'],
      ['박바다', 'year', 'mail'],
      ['한빛상사', 'year', 'mail'],
    ]);
    expect(items.map((entry) => entry.totalAmount)).toEqual([200_000, 300_000, 100_000, 5_000_000]);
    expect(log.text()).not.toContain('1234568');
  });

  it('refuses a year to come, a year without donors and a second start while one runs', async () => {
    refused(
      await server.call('startReceiptBatch', { ...as(office), body: { year: YEAR + 2 } }),
      'invalidInput',
      '아직 오지 않은 해',
    );
    refused(
      await server.call('startReceiptBatch', { ...as(office), body: { year: YEAR - 5 } }),
      'notFound',
      '기부한 기부자가 없습니다',
    );
    const [first, second] = await Promise.all([
      server.call('startReceiptBatch', { ...as(office), body: { year: YEAR } }),
      server.call('startReceiptBatch', { ...as(office), body: { year: YEAR } }),
    ]);
    await server.runtime.services.receiptBatches.settled();
    // Either the second found the first running, or the first had finished and it skipped all.
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    const mails = await Promise.all(outboxMails().map(readMailFile));
    const yearMails = mails.filter((mail) => mail.to === bob.email && mail.attachments.length > 0);
    expect(yearMails).toHaveLength(1);
    refused(
      await server.call('startReceiptBatch', { ...as(bob), body: { year: YEAR } }),
      'forbidden',
    );
  });

  it('takes up a batch whose instance stopped mid-way, but not one that is alive', async () => {
    const { store } = server.runtime.ports;
    const batchOf = (id: string, taxYear: number, heartbeatAt: string) => ({
      id,
      taxYear,
      startedAt: heartbeatAt,
      startedBy: office.userId,
      total: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
      heartbeatAt,
      finishedAt: null,
    });
    const donors = await store.donations.donorsBetween(`${YEAR}-01-01`, `${YEAR}-12-31`);
    const longAgo = '2000-01-01T00:00:00.000Z';
    await store.receiptBatches.start({ ...batchOf('stopped', YEAR, longAgo), total: 4 }, donors);
    // Its instance died while it was sending to the first donor.
    expect(await store.receiptBatches.claimNext('stopped', longAgo)).toBe(donors[0]);
    const progress = await runBatch();
    expect(progress).toMatchObject({ batchId: 'stopped', total: 4, sent: 3, skipped: 1 });

    const earlier = await store.donations.donorsBetween(`${YEAR - 1}-01-01`, `${YEAR - 1}-12-31`);
    const now = new Date().toISOString();
    await store.receiptBatches.start({ ...batchOf('alive', YEAR - 1, now), total: 1 }, earlier);
    refused(
      await server.call('startReceiptBatch', { ...as(office), body: { year: YEAR - 1 } }),
      'invalidState',
      '이미 보내고 있습니다',
    );
  });

  it('delivers on resume the receipt a crashed batch made but never sent, taking the batch up by itself once', async () => {
    const { ports, services } = server.runtime;
    const { store } = ports;
    const others = (await store.donations.donorsBetween(`${YEAR}-01-01`, `${YEAR}-12-31`)).filter(
      (id) => id !== bobDonor,
    );
    const longAgo = '2000-01-01T00:00:00.000Z';
    await store.receiptBatches.start(
      {
        id: 'crashed',
        taxYear: YEAR,
        startedAt: longAgo,
        startedBy: office.userId,
        total: 4,
        sent: 0,
        skipped: 0,
        failed: 0,
        heartbeatAt: longAgo,
        finishedAt: null,
      },
      [bobDonor, ...others],
    );
    // The instance died in Bob's step: his receipt row written, the mail not yet gone.
    expect(await store.receiptBatches.claimNext('crashed', longAgo)).toBe(bobDonor);
    const donor = await store.donors.find(bobDonor);
    if (!donor) throw new Error('Bob is a donor of the year');
    const issuing = new ReceiptIssuing(donationsDependenciesOf(ports, services));
    const made = await issuing.make(donor, { kind: 'year', year: YEAR });
    const before = outboxMails().length;

    // Without the office: one of two lookers at once takes it up, nobody twice.
    const taken = await Promise.all([
      services.receiptBatches.resumeAbandoned(),
      services.receiptBatches.resumeAbandoned(),
    ]);
    expect(taken.sort()).toEqual([0, 1]);
    await services.receiptBatches.settled();

    const progress = await services.receiptBatches.receiptBatch(YEAR);
    expect(progress).toMatchObject({ batchId: 'crashed', sent: 3, skipped: 1, failed: 0 });
    expect(progress?.finishedAt).not.toBeNull();
    expect(progress?.problems.map((problem) => problem.note)).toEqual([BATCH_SKIP_NOTES.noEmail]);
    const mails = await Promise.all(outboxMails().slice(before).map(readMailFile));
    const bobMails = mails.filter((mail) => mail.to === bob.email);
    expect(bobMails).toHaveLength(1);
    expect(bobMails[0]?.subject).toContain(made.serial);
    const bobYear = (await register()).items.find(
      (entry) => entry.donorName === '박바다' && entry.scope === 'year',
    );
    expect(bobYear).toMatchObject({ serial: made.serial, issueCount: 1, lastChannel: 'mail' });
  });

  it('leaves a batch whose instance is alive to it when looking for abandoned ones', async () => {
    const { store } = server.runtime.ports;
    const donors = await store.donations.donorsBetween(`${YEAR}-01-01`, `${YEAR}-12-31`);
    const now = new Date().toISOString();
    await store.receiptBatches.start(
      {
        id: 'alive',
        taxYear: YEAR,
        startedAt: now,
        startedBy: office.userId,
        total: donors.length,
        sent: 0,
        skipped: 0,
        failed: 0,
        heartbeatAt: now,
        finishedAt: null,
      },
      donors,
    );
    expect(await server.runtime.services.receiptBatches.resumeAbandoned()).toBe(0);
    expect(await server.runtime.services.receiptBatches.receiptBatch(YEAR)).toMatchObject({
      batchId: 'alive',
      sent: 0,
      finishedAt: null,
    });
  });

  it('skips, not fails, a donor every gift of whose year already has its own receipt', async () => {
    expectSuccess(
      await server.call('sendReceiptMail', {
        ...as(bob),
        body: { donationId: bobGift, email: bob.email },
      }),
    );
    const progress = await runBatch();
    expect(progress).toMatchObject({ total: 4, sent: 2, skipped: 2, failed: 0 });
    expect(progress.problems).toContainEqual({
      donorId: bobDonor,
      donorName: '박바다',
      note: BATCH_SKIP_NOTES.nothingLeft,
      failed: false,
    });
  });

  it('finds, reissues, prints and cancels a receipt; a cancelled one is not sent again and a new issue takes a new serial', async () => {
    await runBatch();
    const byName = await register({ query: '박바다' });
    expect(byName.items).toHaveLength(1);
    const bobs = byName.items[0];
    if (!bobs) throw new Error('no receipt');
    expect((await register({ query: bobs.serial })).items.map((entry) => entry.receiptId)).toEqual([
      bobs.receiptId,
    ]);

    const reissued = expectSuccess(
      await server.call<{ serial: string }>('reissueReceipt', {
        ...as(office),
        params: { receiptId: bobs.receiptId },
        body: { email: 'bada@example.net' },
      }),
    );
    expect(reissued.serial).toBe(bobs.serial);
    const last = await readMailFile(outboxMails().at(-1) ?? '');
    expect(last.to).toBe('bada@example.net');
    expect(last.subject).toContain('재발급');

    const pdf = await server.fetch(`/api/admin/donations/receipts/${bobs.receiptId}/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${office.accessToken}`, 'x-user-id': office.userId },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    const printed = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(printed).toContain(bobs.serial);
    expect(printed).toContain('재발급');
    expect((await register({ query: '박바다' })).items[0]).toMatchObject({
      issueCount: 3,
      lastChannel: 'download',
    });

    // Bad input changes nothing.
    for (const reason of ['', '   ', '가'.repeat(201)]) {
      refused(
        await server.call('cancelReceipt', {
          ...as(office),
          params: { receiptId: bobs.receiptId },
          body: { reason },
        }),
        'invalidInput',
      );
    }
    refused(
      await server.call('reissueReceipt', {
        ...as(office),
        params: { receiptId: bobs.receiptId },
        body: { email: 'not-an-address' },
      }),
      'invalidInput',
    );
    refused(
      await server.call('cancelReceipt', {
        ...as(office),
        params: { receiptId: 'no-such-receipt' },
        body: { reason: '잘못 발급' },
      }),
      'notFound',
      '영수증을 찾을 수 없습니다',
    );
    expect((await register({ query: '박바다' })).items[0]?.cancelledAt).toBeNull();

    expectSuccess(
      await server.call('cancelReceipt', {
        ...as(office),
        params: { receiptId: bobs.receiptId },
        body: { reason: '기부자 요청으로 건별 영수증으로 바꿈' },
      }),
    );
    refused(
      await server.call('cancelReceipt', {
        ...as(office),
        params: { receiptId: bobs.receiptId },
        body: { reason: '다시' },
      }),
      'invalidState',
      '이미 취소한 영수증',
    );
    refused(
      await server.call('reissueReceipt', {
        ...as(office),
        params: { receiptId: bobs.receiptId },
        body: { email: 'bada@example.net' },
      }),
      'invalidState',
    );
    const cancelled = (await register({ query: '박바다' })).items[0];
    expect(cancelled).toMatchObject({ cancelReason: '기부자 요청으로 건별 영수증으로 바꿈' });
    expect(cancelled?.cancelledAt).not.toBeNull();

    const renewed = expectSuccess(
      await server.call<{ serial: string; reissue: boolean }>('sendReceiptMail', {
        ...as(bob),
        body: { year: YEAR, email: bob.email },
      }),
    );
    expect(renewed.reissue).toBe(false);
    expect(renewed.serial).not.toBe(bobs.serial);

    const audit = expectSuccess(
      await server.call<DataOf<'searchAuditLog'>>('searchAuditLog', { ...as(office), query: {} }),
    );
    const actions = audit.items.map((entry) => entry.action);
    for (const action of [
      'receipt.batch',
      'receipt.reissue',
      'receipt.download',
      'receipt.cancel',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('exports the year’s 발급명세 as CSV and XLSX with numbers in full, recorded as accesses; members are refused', async () => {
    await runBatch();
    const bobs = (await register({ query: '박바다' })).items[0];
    expectSuccess(
      await server.call('cancelReceipt', {
        ...as(office),
        params: { receiptId: bobs?.receiptId ?? '' },
        body: { reason: '이중 발급' },
      }),
    );

    const csv = await exported('csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('cache-control')).toContain('no-store');
    expect(csv.headers.get('content-disposition')).toContain(
      encodeURIComponent(`기부금영수증_발급명세_${YEAR}.csv`),
    );
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/u, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('일련번호,귀속 연도,구분');
    expect(lines).toHaveLength(5);
    const aliceYear = lines.find((line) => line.includes('김하늘') && line.includes('연간 합산'));
    expect(aliceYear).toContain(RESIDENT_NUMBER);
    expect(aliceYear).toContain(',0,300000,300000,발급');
    const aliceOwn = lines.find((line) => line.includes('김하늘') && line.includes('건별'));
    expect(aliceOwn).toContain(',200000,0,200000,발급');
    expect(lines.find((line) => line.includes('한빛상사'))).toContain('220-81-62517');
    expect(lines.find((line) => line.includes('박바다'))).toContain(',취소,');
    expect(lines.find((line) => line.includes('박바다'))).toContain('이중 발급');

    const xlsx = await exported('xlsx');
    expect(xlsx.status, log.text().slice(-3000)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe(`${YEAR}년 발급명세`);
    expect(sheet?.getRow(1).getCell(1).value).toBe('일련번호');
    expect(sheet?.rowCount).toBe(5);
    const values = (sheet?.getSheetValues() ?? []).flat().map(String);
    expect(values).toContain(RESIDENT_NUMBER);
    expect(values).toContain('5000000');

    const accesses = await server.runtime.ports.store.personalDataAccess.between(
      '2000-01-01T00:00:00.000Z',
      '2999-01-01T00:00:00.000Z',
      100,
    );
    expect(accesses).toContainEqual(
      expect.objectContaining({ actorId: office.userId, memberId: alice.userId, kind: 'download' }),
    );
    // Bob's number went out in full too (his cancelled receipt's line): once per export.
    expect(
      accesses.filter(
        (access) => access.memberId === bob.userId && access.actorId === office.userId,
      ),
    ).toHaveLength(2);

    for (const query of [`year=${YEAR}&format=pdf`, 'year=1800&format=csv', 'format=csv']) {
      const refused = await server.fetch(`/api/admin/donations/receipts/export?${query}`, {
        headers: { authorization: `Bearer ${office.accessToken}`, 'x-user-id': office.userId },
      });
      expect(refused.status, query).toBe(400);
    }
    const member = await server.fetch(
      `/api/admin/donations/receipts/export?year=${YEAR}&format=csv`,
      {
        headers: { authorization: `Bearer ${alice.accessToken}`, 'x-user-id': alice.userId },
      },
    );
    expect(member.status).toBe(403);
    refused(
      await server.call('officeReceipts', { ...as(alice), query: { year: String(YEAR) } }),
      'forbidden',
    );
    expect(log.text()).not.toContain('1234568');
  });
});
