import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { RECEIPT_SENDS_PER_DAY } from '../../../../../server/domain/donations/policies';
import { expectRefusal, expectSuccess, HANGUL } from '../../../support/auth-helpers';
import { memberDonor, officeAndMemberWithAGift, recorded } from '../../../support/donations';
import { as, signIn, signedInMember, type SignedInMember } from '../../../support/members';
import { pdfText, readMailFile } from '../../../support/pdf-text';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const YEAR = new Date().getFullYear() - 1;
/** A resident number with a valid check digit (born 1 January 1990), and its masked form. */
const RESIDENT_NUMBER = '900101-1234568';
const MASKED = '900101-1******';

type Sent = DataOf<'sendReceiptMail'>;

/**
 * Issue 27: a member's receipt mails and faxes are limited per account and day (not only per
 * address), counted in the database, so the send is no relay of PDFs to strangers.
 */
describe.each(dialects())('receipt sends per member and day (%s)', (dialect) => {
  const server = useTestServer(dialect, { seed: withAliceAndHerGift });
  let office: SignedInMember;
  let alice: SignedInMember;

  async function withAliceAndHerGift(): Promise<void> {
    ({ office, member: alice } = await officeAndMemberWithAGift(server, YEAR));
  }

  const outboxMails = () =>
    fs
      .readdirSync(path.join(server.dataDir, 'outbox'))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => path.join(server.dataDir, 'outbox', name));
  /** The receipts mailed (the fixtures' sign-up mails are in the outbox too). */
  const receiptMails = () => outboxMails().filter((file) => fs.readFileSync(file).includes('.pdf'));
  const faxDir = () => path.join(server.dataDir, 'outbox', 'fax');
  const faxPdfs = () =>
    fs.existsSync(faxDir()) ? fs.readdirSync(faxDir()).filter((name) => name.endsWith('.pdf')) : [];
  const issues = async () => {
    const { rows } = await sql<{
      issues: number | string | null;
    }>`select sum(issue_count) as issues from donation_receipts`.execute(
      server.runtime.database.db,
    );
    return Number(rows[0]?.issues ?? 0);
  };
  const mailTo = (email: string) =>
    server.call<Sent>('sendReceiptMail', { ...as(alice), body: { year: YEAR, email } });
  const faxTo = (faxNumber: string) =>
    server.call<Sent>('sendReceiptFax', { ...as(alice), body: { year: YEAR, faxNumber } });

  it('lets exactly the day’s limit of mails to the member’s own address through, even at once, and refuses the rest in Korean changing nothing', async () => {
    const limit = RECEIPT_SENDS_PER_DAY.ownMail;
    const answers = await Promise.all(Array.from({ length: limit + 3 }, () => mailTo(alice.email)));
    const passed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(passed).toHaveLength(limit);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expectRefusal(answer, 'tooManyRequests');
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(HANGUL);
      expect(answer.body.message).toContain(`하루 ${limit}번까지`);
      expect(answer.body.message).toMatch(/내일\(\d{4}-\d{2}-\d{2}\) 0시부터/u);
    }
    expect(receiptMails()).toHaveLength(limit);
    expect(await issues()).toBe(limit);

    // Refused again: still no mail, no issue.
    expectRefusal(await mailTo(alice.email), 'tooManyRequests');
    expect(receiptMails()).toHaveLength(limit);
    expect(await issues()).toBe(limit);
  });

  it('lets one mail a day go to an address other than the member’s own, apart from her own address’s count', async () => {
    const limit = RECEIPT_SENDS_PER_DAY.otherMail;
    const answers = await Promise.all(
      ['a@example.net', 'b@example.net', 'c@example.net', 'd@example.net'].map(mailTo),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expectRefusal(answer, 'tooManyRequests');
      expect(answer.body.message).toContain('다른 메일 주소로 보내는 영수증 메일은');
    }
    expect(receiptMails()).toHaveLength(limit);
    expect(await issues()).toBe(limit);
    expectSuccess(await mailTo(alice.email));
  });

  it('queues only the day’s limit of faxes, even at once, and says they are queued for the office', async () => {
    const limit = RECEIPT_SENDS_PER_DAY.fax;
    const answers = await Promise.all(
      ['02-123-4567', '02-123-4568', '02-123-4569', '031-123-4567', '031-123-4568'].map(faxTo),
    );
    const passed = answers.filter((answer) => answer.status === 200);
    expect(passed).toHaveLength(limit);
    for (const answer of passed) expect(answer.body.data.delivery).toBe('queued');
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expectRefusal(answer, 'tooManyRequests');
      expect(answer.body.message).toContain(`영수증 팩스는 하루 ${limit}번까지`);
    }
    expect(faxPdfs()).toHaveLength(limit);
    expect(await issues()).toBe(limit);
  });

  it('counts each member apart, and gives the member a new day’s sends after midnight in Korea', async () => {
    const limit = RECEIPT_SENDS_PER_DAY.fax;
    for (let index = 0; index < limit; index += 1) expectSuccess(await faxTo('02-123-4567'));
    expectRefusal(await faxTo('02-123-4567'), 'tooManyRequests');

    // Another member's fax is not held back by Alice's day.
    const bob = await signedInMember(server, { name: '이바다' });
    const bobsDonor = await memberDonor(server, office, bob);
    await recorded(server, office, bobsDonor, { donatedOn: `${YEAR}-05-06`, amount: 100_000 });
    expectSuccess(
      await server.call<Sent>('sendReceiptFax', {
        ...as(bob),
        body: { year: YEAR, faxNumber: '02-765-4321' },
      }),
    );

    // The next Korean day (its tokens expired by then: she signs in again).
    const koreanHour = (server.clock.now().getUTCHours() + 9) % 24;
    server.clock.advance((24 - koreanHour + 1) * 60 * 60 * 1000);
    const aliceTomorrow = await signIn(server, alice);
    expectSuccess(
      await server.call<Sent>('sendReceiptFax', {
        ...as(aliceTomorrow),
        body: { year: YEAR, faxNumber: '02-123-4567' },
      }),
    );
    expect(faxPdfs()).toHaveLength(limit + 2);
  });

  it('prints the resident number masked, never in full, in the mailed, the faxed and the office’s printed PDF', async () => {
    const sent = expectSuccess(
      await server.call<Sent>('sendReceiptMail', {
        ...as(alice),
        body: {
          year: YEAR,
          email: alice.email,
          residentNumber: RESIDENT_NUMBER,
          residentNumberConsent: true,
        },
      }),
    );
    const mail = await readMailFile(receiptMails()[0] ?? '');
    const mailed = pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));

    // The fax given the number with the request too, as the mail was.
    expectSuccess(
      await server.call<Sent>('sendReceiptFax', {
        ...as(alice),
        body: {
          year: YEAR,
          faxNumber: '02-123-4567',
          residentNumber: RESIDENT_NUMBER,
          residentNumberConsent: true,
        },
      }),
    );
    const [faxPdf] = faxPdfs();
    const faxed = pdfText(fs.readFileSync(path.join(faxDir(), faxPdf ?? '')));

    const register = expectSuccess(
      await server.call<DataOf<'officeReceipts'>>('officeReceipts', {
        ...as(office),
        query: { year: String(YEAR) },
      }),
    );
    const entry = register.items.find((each) => each.serial === sent.serial);
    const printedAnswer = await server.fetch(
      `/api/admin/donations/receipts/${entry?.receiptId ?? ''}/pdf`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${office.accessToken}`, 'x-user-id': office.userId },
      },
    );
    expect(printedAnswer.status).toBe(200);
    const printed = pdfText(Buffer.from(await printedAnswer.arrayBuffer()));

    for (const [name, text] of [
      ['mail', mailed],
      ['fax', faxed],
      ['office print', printed],
    ] as const) {
      expect(text, name).toContain(sent.serial);
      expect(text, name).toContain(MASKED);
      expect(text, name).not.toContain(RESIDENT_NUMBER);
      expect(text, name).not.toContain('1234568');
    }
  });
});
