import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { BATCH_SKIP_NOTES } from '../../../../../src/domain/donations/receipt-register';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { capturedLog } from '../../../support/captured-log';
import {
  memberDonor,
  outsideDonor,
  recorded,
  storedResidentNumber,
} from '../../../support/donations';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { pdfText, readMailFile } from '../../../support/pdf-text';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const YEAR = new Date().getFullYear() - 1;
const RESIDENT_NUMBER = '900101-1234568';
const SKY_NUMBER = '850505-1234562';

type Progress = DataOf<'startReceiptBatch'>;
type Register = DataOf<'officeReceipts'>;
type DonorReceipts = DataOf<'officeDonorReceipts'>;

/**
 * Issue 29: the year's batch no longer mails receipts with an empty resident number (it asks
 * the member to add it in 내 정보), and the office issues, prints and faxes the receipts of
 * donors it cannot mail, from the donor's page.
 */
describe.each(dialects())(
  'the office’s receipts for donors without a number or e-mail (%s)',
  (dialect) => {
    const log = capturedLog('trace');
    const server = useTestServer(dialect, { log, seed: withDonorsOfTheYear });
    let office: SignedInMember;
    let haneul: SignedInMember;
    let gureum: SignedInMember;
    let bada: SignedInMember;
    let gureumDonor: string;
    let badaDonor: string;
    let fieldDonor: string;
    let dawnDonor: string;
    let fieldGift: string;

    async function withDonorsOfTheYear(): Promise<void> {
      office = await signedInOffice(server);
      haneul = await signedInMember(server, { name: '김하늘' });
      gureum = await signedInMember(server, { name: '이구름' });
      bada = await signedInMember(server, { name: '박바다' });
      const haneulDonor = await memberDonor(server, office, haneul);
      await storedResidentNumber(server, haneulDonor, RESIDENT_NUMBER);
      await recorded(server, office, haneulDonor, { donatedOn: `${YEAR}-03-03`, amount: 100_000 });
      gureumDonor = await memberDonor(server, office, gureum);
      await recorded(server, office, gureumDonor, { donatedOn: `${YEAR}-05-05`, amount: 70_000 });
      badaDonor = await memberDonor(server, office, bada);
      await recorded(server, office, badaDonor, { donatedOn: `${YEAR}-06-06`, amount: 30_000 });
      // Bada took the year's receipt before issue 29, without a number: an unusable one.
      expectSuccess(
        await server.call('sendReceiptMail', {
          ...as(bada),
          body: { year: YEAR, email: bada.email },
        }),
      );
      fieldDonor = await outsideDonor(server, office, {
        kind: 'person',
        name: '최들판',
        email: '',
      });
      fieldGift = await recorded(server, office, fieldDonor, {
        donatedOn: `${YEAR}-07-07`,
        amount: 50_000,
      });
      await recorded(server, office, fieldDonor, { donatedOn: `${YEAR}-09-09`, amount: 20_000 });
      dawnDonor = await outsideDonor(server, office, {
        kind: 'person',
        name: '정새벽',
        email: 'dawn@example.com',
      });
      await recorded(server, office, dawnDonor, { donatedOn: `${YEAR}-08-08`, amount: 10_000 });
    }

    const outboxMails = async () => {
      const dir = path.join(server.dataDir, 'outbox');
      const names = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort();
      return Promise.all(names.map((name) => readMailFile(path.join(dir, name))));
    };

    async function runBatch(): Promise<Progress> {
      expectSuccess(
        await server.call('startReceiptBatch', { ...as(office), body: { year: YEAR } }),
      );
      await server.runtime.services.receiptBatches.settled();
      return expectSuccess(
        await server.call<Progress>('receiptBatch', {
          ...as(office),
          query: { year: String(YEAR) },
        }),
      );
    }

    const register = async () =>
      expectSuccess(
        await server.call<Register>('officeReceipts', {
          ...as(office),
          query: { year: String(YEAR) },
        }),
      ).items;

    const donorPage = async (donorId: string) =>
      expectSuccess(
        await server.call<DonorReceipts>('officeDonorReceipts', {
          ...as(office),
          params: { donorId },
          query: { year: String(YEAR) },
        }),
      );

    const officePost = (url: string, body: unknown) =>
      server.fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${office.accessToken}`,
          'x-user-id': office.userId,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });

    it('item 1: counts before the batch who has no number or no e-mail, asks members for the number instead of mailing an unusable receipt, and marks 주민번호 대기 until they add it', async () => {
      const preview = expectSuccess(
        await server.call<DataOf<'receiptBatchPreview'>>('receiptBatchPreview', {
          ...as(office),
          query: { year: String(YEAR) },
        }),
      );
      expect(preview).toEqual({
        taxYear: YEAR,
        donors: 5,
        withoutResidentNumber: 4,
        withoutEmail: 1,
      });
      expect(
        (await register()).map((entry) => [entry.donorName, entry.residentNumberMissing]),
      ).toEqual([['박바다', true]]);

      const before = (await outboxMails()).length;
      const progress = await runBatch();
      expect(progress).toMatchObject({ total: 5, sent: 1, skipped: 4, failed: 0 });
      expect(progress.problems).toEqual(
        expect.arrayContaining([
          {
            donorId: gureumDonor,
            donorName: '이구름',
            note: BATCH_SKIP_NOTES.noResidentNumber,
            failed: false,
          },
          {
            donorId: badaDonor,
            donorName: '박바다',
            note: BATCH_SKIP_NOTES.noResidentNumber,
            failed: false,
          },
          {
            donorId: fieldDonor,
            donorName: '최들판',
            note: BATCH_SKIP_NOTES.noEmail,
            failed: false,
          },
          {
            donorId: dawnDonor,
            donorName: '정새벽',
            note: BATCH_SKIP_NOTES.noResidentNumberOutsider,
            failed: false,
          },
        ]),
      );
      const mails = (await outboxMails()).slice(before);
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [haneul.email, gureum.email, bada.email].sort(),
      );
      const request = mails.find((mail) => mail.to === gureum.email);
      expect(request?.attachments).toEqual([]);
      expect(request?.subject).toContain('주민등록번호를 입력해 주세요');
      expect(request?.text).toContain(`/me/donations?year=${YEAR}`);
      expect(mails.find((mail) => mail.to === haneul.email)?.attachments).toHaveLength(1);
      expect((await register()).map((entry) => entry.donorName)).toEqual(['박바다', '김하늘']);

      // Gureum adds the number in 내 정보 > 기부 내역: the year's receipt is issued with it.
      const sent = expectSuccess(
        await server.call<DataOf<'sendReceiptMail'>>('sendReceiptMail', {
          ...as(gureum),
          body: {
            year: YEAR,
            email: gureum.email,
            residentNumber: SKY_NUMBER,
            residentNumberConsent: true,
          },
        }),
      );
      const withNumber = (await outboxMails()).find((mail) => mail.subject.includes(sent.serial));
      expect(pdfText(withNumber?.attachments[0]?.content ?? Buffer.alloc(0))).toContain(
        '850505-1******',
      );
      // Bada adds it too: the receipt she had is reissued under its serial, no longer waiting.
      expectSuccess(
        await server.call('sendReceiptMail', {
          ...as(bada),
          body: {
            year: YEAR,
            email: bada.email,
            residentNumber: RESIDENT_NUMBER,
            residentNumberConsent: true,
          },
        }),
      );
      const entries = await register();
      expect(
        entries.map((entry) => [entry.donorName, entry.residentNumberMissing, entry.issueCount]),
      ).toEqual([
        ['박바다', false, 2],
        ['김하늘', false, 1],
        ['이구름', false, 1],
      ]);
      expect(entries.find((entry) => entry.donorName === '이구름')?.serial).toBe(sent.serial);
      expect(log.text()).not.toContain('1234568');
      expect(log.text()).not.toContain('1234562');
    });

    it('item 2: issues a never-issued receipt of a donor without e-mail from their page, as a PDF to post and by fax into the queue, audited and in the register', async () => {
      const page = await donorPage(fieldDonor);
      expect(page).toMatchObject({
        name: '최들판',
        email: null,
        residentNumberOnFile: false,
        year: YEAR,
      });
      expect(page.years).toEqual([YEAR]);
      expect(
        page.items.map((item) => [item.scope.kind, item.amount, item.issued, item.refusal]),
      ).toEqual([
        ['year', 70_000, null, null],
        ['donation', 50_000, null, null],
        ['donation', 20_000, null, null],
      ]);

      // The first gift alone, printed to post: a first issue under a new serial.
      const gift = await officePost(`/api/admin/donors/${fieldDonor}/receipts/pdf`, {
        donationId: fieldGift,
      });
      expect(gift.status).toBe(200);
      expect(gift.headers.get('content-type')).toBe('application/pdf');
      expect(gift.headers.get('cache-control')).toContain('no-store');
      const giftText = pdfText(Buffer.from(await gift.arrayBuffer()));
      expect(giftText).toContain('최들판');
      expect(giftText).not.toContain('재발급');
      server.clock.advance(1_000);

      // Then the year's receipt (the rest of the year) by fax: no fax service, so it waits.
      const faxed = expectSuccess(
        await server.call<DataOf<'faxDonorReceipt'>>('faxDonorReceipt', {
          ...as(office),
          params: { donorId: fieldDonor },
          body: { year: YEAR, faxNumber: '02-123-4567' },
        }),
      );
      expect(faxed).toMatchObject({ reissue: false, delivery: 'queued' });
      const queue = expectSuccess(
        await server.call<DataOf<'officeFaxQueue'>>('officeFaxQueue', as(office)),
      );
      expect(queue).toEqual([
        expect.objectContaining({
          number: '02-123-4567',
          requestedBy: office.userId,
          fileName: `기부금영수증_${faxed.serial}.pdf`,
        }),
      ]);

      const after = await donorPage(fieldDonor);
      expect(
        after.items.map((item) => [
          item.amount,
          item.issued?.issueCount ?? 0,
          item.refusal !== null,
        ]),
      ).toEqual([
        [20_000, 1, false],
        // Its own receipt came first: it is not on the year receipt, and keeps its own.
        [50_000, 1, false],
        [20_000, 0, true],
      ]);
      // Printed again: 재발급 under the same serial, counted.
      server.clock.advance(1_000);
      const again = await officePost(`/api/admin/donors/${fieldDonor}/receipts/pdf`, {
        year: YEAR,
      });
      expect(pdfText(Buffer.from(await again.arrayBuffer()))).toContain('재발급');
      const entries = await register();
      expect(
        entries.map((entry) => [entry.donorName, entry.scope, entry.issueCount, entry.lastChannel]),
      ).toEqual([
        ['박바다', 'year', 1, 'mail'],
        ['최들판', 'donation', 1, 'download'],
        ['최들판', 'year', 2, 'download'],
      ]);
      expect(
        entries.find((entry) => entry.scope === 'year' && entry.donorName === '최들판')?.serial,
      ).toBe(faxed.serial);
      expect(entries.every((entry) => entry.residentNumberMissing)).toBe(true);

      const audit = await server.runtime.ports.store.auditLog.search(
        { targetId: fieldDonor },
        { page: 1, size: 20 },
      );
      expect(
        audit.items
          .map((entry) => entry.action)
          .filter((action) => action.startsWith('receipt.'))
          .sort(),
      ).toEqual(['receipt.fax', 'receipt.print', 'receipt.print']);
      expect(audit.items.filter((entry) => entry.action === 'donor.list')).toHaveLength(2);
    });

    it('refuses a wrong fax number, a gift inside the issued year receipt, an unknown donor and a member, changing nothing', async () => {
      const fax = (body: Record<string, unknown>, donorId = fieldDonor, who = office) =>
        server.call('faxDonorReceipt', { ...as(who), params: { donorId }, body });
      const refusedWith = async (
        body: Record<string, unknown>,
        key: Parameters<typeof expectRefusal>[1],
      ) => {
        const result = await fax(body);
        expectRefusal(result, key);
        expect(result.body.message).toMatch(/[가-힣]/u);
      };
      await refusedWith({ year: YEAR, faxNumber: '010-1234-5678' }, 'invalidInput');
      await refusedWith(
        { year: YEAR, donationId: fieldGift, faxNumber: '02-123-4567' },
        'invalidInput',
      );
      await refusedWith({ faxNumber: '02-123-4567' }, 'invalidInput');
      expect(await register()).toHaveLength(1);
      expectSuccess(await fax({ year: YEAR, faxNumber: '02-123-4567' }));
      await refusedWith({ donationId: fieldGift, faxNumber: '02-123-4567' }, 'invalidState');
      expectRefusal(
        await fax({ year: YEAR, faxNumber: '02-123-4567' }, 'no-such-donor'),
        'notFound',
      );
      expectRefusal(
        await fax({ year: YEAR, faxNumber: '02-123-4567' }, fieldDonor, haneul),
        'forbidden',
      );
      expectRefusal(
        await server.call('officeDonorReceipts', {
          ...as(haneul),
          params: { donorId: fieldDonor },
        }),
        'forbidden',
      );
      expectRefusal(
        await server.call('receiptBatchPreview', { ...as(haneul), query: { year: String(YEAR) } }),
        'forbidden',
      );
      const printed = await officePost(`/api/admin/donors/${fieldDonor}/receipts/pdf`, {
        year: 1800,
      });
      expect(printed.status).toBe(400);
      expect(await register()).toHaveLength(2);
    });
  },
);
