import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { capturedLog } from '../../../support/captured-log';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { memberDonor, recorded } from '../../../support/donations';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { pdfText, readMailFile } from '../../../support/pdf-text';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { signedInOffice } from '../../../support/office';

/** A resident number with a valid check digit (born 1 January 1990). */
const RESIDENT_NUMBER = '900101-1234568';
const YEAR = new Date().getFullYear() - 1;

type Sent = DataOf<'sendReceiptMail'>;

/** Issue 14 item 5: receipts by e-mail, fax and download, their serials, and resident numbers. */
describe.each(dialects())('donation receipts (%s)', (dialect) => {
  const log = capturedLog('trace');
  const server = useTestServer(dialect, { log, seed: withAliceAndHerGifts });
  let office: SignedInMember;
  let alice: SignedInMember;
  let aliceDonor: string;
  let firstGift: string;

  async function withAliceAndHerGifts(): Promise<void> {
    office = await signedInOffice(server);
    alice = await signedInMember(server, { name: '김하늘' });
    aliceDonor = await memberDonor(server, office, alice);
    firstGift = await recorded(server, office, aliceDonor, {
      donatedOn: `${YEAR}-04-05`,
      amount: 200_000,
      receiptCode: '10',
    });
    await recorded(server, office, aliceDonor, {
      donatedOn: `${YEAR}-12-24`,
      amount: 1_000_000,
      method: 'in-kind',
      memo: '도서 100권',
    });
  }

  const outboxMails = () =>
    fs
      .readdirSync(path.join(server.dataDir, 'outbox'))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => path.join(server.dataDir, 'outbox', name));

  it('mails the year’s receipt as a PDF with every line; a second send is 재발급 with the same serial', async () => {
    const before = outboxMails().length;
    const sent = expectSuccess(
      await server.call<Sent>('sendReceiptMail', {
        ...as(alice),
        body: { year: YEAR, email: alice.email },
      }),
    );
    const serialYear = new Date().getFullYear();
    expect(sent).toEqual({ serial: `${serialYear}-000001`, reissue: false, delivery: 'sent' });
    const [file] = outboxMails().slice(before);
    const mail = await readMailFile(file ?? '');
    expect(mail.to).toBe(alice.email);
    expect(mail.subject).toContain(sent.serial);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.fileName).toBe(`기부금영수증_${sent.serial}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const text = pdfText(attachment?.content ?? Buffer.alloc(0));
    for (const expected of [
      '기부금 영수증',
      sent.serial,
      '김하늘',
      '한빛고등학교 총동문회',
      '101-82-12345',
      '특례기부금',
      '일반기부금',
      `${YEAR}.04.05`,
      `${YEAR}.12.24`,
      '장학기금 (도서 100권)',
      '현물',
      '200,000',
      '1,000,000',
      '1,200,000',
      // Korean wraps between words (issue 29): the certification's second line starts at 같이.
      '같이 기부받았음을 증명합니다',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('재발급');

    const again = expectSuccess(
      await server.call<Sent>('sendReceiptMail', {
        ...as(alice),
        body: { year: YEAR, email: alice.email },
      }),
    );
    expect(again).toEqual({ serial: sent.serial, reissue: true, delivery: 'sent' });
    const reissued = await readMailFile(outboxMails().at(-1) ?? '');
    expect(pdfText(reissued.attachments[0]?.content ?? Buffer.alloc(0))).toContain('재발급');
    const info = expectSuccess(
      await server.call<DataOf<'getReceiptBaseInfo'>>('getReceiptBaseInfo', {
        ...as(alice),
        query: { year: String(YEAR) },
      }),
    );
    expect(info.issuedSerial).toBe(sent.serial);
    // A donation on the year's receipt gets none of its own, and the member's list says so
    // (issue 29, item 3).
    expectRefusal(
      await server.call('sendReceiptMail', {
        ...as(alice),
        body: { donationId: firstGift, email: alice.email },
      }),
      'invalidState',
    );
    const listed = expectSuccess(
      await server.call<DataOf<'getMyContributions'>>('getMyContributions', as(alice)),
    );
    expect(listed.items.map((item) => item.onYearReceipt)).toEqual([YEAR, YEAR]);
  });

  it('writes a fax to the outbox with its number; a malformed number changes nothing', async () => {
    const faxDir = path.join(server.dataDir, 'outbox', 'fax');
    for (const faxNumber of ['010-1234-5678', '1588-1234', '02-12']) {
      const refused = await server.call('sendReceiptFax', {
        ...as(alice),
        body: { donationId: firstGift, faxNumber },
      });
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toMatch(/[가-힣]/u);
    }
    expect(fs.existsSync(faxDir)).toBe(false);
    const sent = expectSuccess(
      await server.call<Sent>('sendReceiptFax', {
        ...as(alice),
        body: { donationId: firstGift, faxNumber: '02-123-4567' },
      }),
    );
    const files = fs.readdirSync(faxDir).sort();
    expect(files.filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
    const description = JSON.parse(
      fs.readFileSync(
        path.join(faxDir, files.find((name) => name.endsWith('.json')) ?? ''),
        'utf8',
      ),
    ) as { number: string; pdf: string };
    expect(description.number).toBe('02-123-4567');
    const text = pdfText(fs.readFileSync(path.join(faxDir, description.pdf)));
    expect(text).toContain(sent.serial);
    expect(text).toContain('200,000');
    expect(text).not.toContain('1,000,000');
  });

  it('refuses bad input and another member’s donations, changing nothing', async () => {
    const bob = await signedInMember(server, { name: '박바다' });
    await memberDonor(server, office, bob);
    const before = outboxMails().length;
    for (const [body, key] of [
      [{ donationId: firstGift, email: 'not-an-address' }, 'invalidInput'],
      [{ email: alice.email }, 'invalidInput'],
      [{ donationId: 'no-such-donation', email: alice.email }, 'notFound'],
      [{ year: 1900, email: alice.email }, 'invalidInput'],
    ] as const) {
      expectRefusal(await server.call('sendReceiptMail', { ...as(alice), body }), key);
    }
    // Bob asks for Alice's donation, by mail, fax, download and base information.
    const asBob = { ...as(bob) };
    expectRefusal(
      await server.call('sendReceiptMail', {
        ...asBob,
        body: { donationId: firstGift, email: 'b@example.com' },
      }),
      'notFound',
    );
    expectRefusal(
      await server.call('sendReceiptFax', {
        ...asBob,
        body: { donationId: firstGift, faxNumber: '02-123-4567' },
      }),
      'notFound',
    );
    const download = await server.fetch('/api/user/my/receiptDownload', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bob.accessToken}`,
        'x-user-id': bob.userId,
      },
      body: JSON.stringify({ donationId: firstGift }),
    });
    expect(download.status).toBe(404);
    expectRefusal(
      await server.call('getReceiptBaseInfo', { ...asBob, query: { donationId: firstGift } }),
      'notFound',
    );
    expect(outboxMails()).toHaveLength(before);
    const { rows } = await sql<{
      count: number | string;
    }>`select count(*) as count from donation_receipts`.execute(server.runtime.database.db);
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it('keeps a resident number only sealed: masked on screen and in the mail, full in the member’s own download', async () => {
    // Without the separate consent: refused, nothing kept.
    expectRefusal(
      await server.call('sendReceiptMail', {
        ...as(alice),
        body: { year: YEAR, email: alice.email, residentNumber: RESIDENT_NUMBER },
      }),
      'invalidInput',
    );
    expectRefusal(
      await server.call('sendReceiptMail', {
        ...as(alice),
        body: {
          year: YEAR,
          email: alice.email,
          residentNumber: '900101-1234567',
          residentNumberConsent: true,
        },
      }),
      'invalidInput',
    );
    let info = expectSuccess(
      await server.call<DataOf<'getReceiptBaseInfo'>>('getReceiptBaseInfo', {
        ...as(alice),
        query: { year: String(YEAR) },
      }),
    );
    expect(info.residentNumberOnFile).toBe(false);

    const sent = await server.call<Sent>('sendReceiptMail', {
      ...as(alice),
      body: {
        year: YEAR,
        email: alice.email,
        residentNumber: RESIDENT_NUMBER,
        residentNumberConsent: true,
      },
    });
    expectSuccess(sent);
    const mail = await readMailFile(outboxMails().at(-1) ?? '');
    const mailed = pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));
    expect(mailed).toContain('900101-1******');
    expect(mailed).not.toContain('1234568');
    info = expectSuccess(
      await server.call<DataOf<'getReceiptBaseInfo'>>('getReceiptBaseInfo', {
        ...as(alice),
        query: { year: String(YEAR) },
      }),
    );
    expect(info).toMatchObject({
      residentNumberOnFile: true,
      donor: { residentNumberMasked: '900101-1******' },
    });

    const download = await server.fetch('/api/user/my/receiptDownload', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${alice.accessToken}`,
        'x-user-id': alice.userId,
      },
      body: JSON.stringify({ year: YEAR }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toContain('no-store');
    expect(download.headers.get('content-disposition')).toContain(
      encodeURIComponent(`기부금영수증_${sent.body.data.serial}.pdf`),
    );
    const own = pdfText(Buffer.from(await download.arrayBuffer()));
    expect(own).toContain(RESIDENT_NUMBER);
    const accesses = await server.runtime.ports.store.personalDataAccess.between(
      '2000-01-01T00:00:00.000Z',
      '2999-01-01T00:00:00.000Z',
      100,
    );
    expect(accesses).toContainEqual(
      expect.objectContaining({ actorId: alice.userId, memberId: alice.userId, kind: 'download' }),
    );

    // Never in clear: not in the database, the logs, nor any answer.
    const digits = RESIDENT_NUMBER.replace('-', '');
    const clear = [RESIDENT_NUMBER, digits, '1234568'];
    const { rows } = await sql<{
      sealed: string | null;
    }>`select resident_number_sealed as sealed from donors`.execute(server.runtime.database.db);
    expect(rows.some((row) => row.sealed?.includes(':v1.'))).toBe(true);
    if (dialect === 'sqlite') {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.runtime.database.db);
      const file = fs.readFileSync(path.join(server.dataDir, 'alumni.sqlite')).toString('latin1');
      for (const each of clear) expect(file).not.toContain(each);
    } else {
      const { rows: dump } = await sql<{
        row: string;
      }>`select row_to_json(d)::text as row from donors d`.execute(server.runtime.database.db);
      for (const each of clear) expect(JSON.stringify(dump)).not.toContain(each);
    }
    for (const each of clear) expect(log.text()).not.toContain(each);
    const answers = [
      await server.call('getMyContributions', as(alice)),
      await server.call('getReceiptBaseInfo', { ...as(alice), query: { year: String(YEAR) } }),
      await server.call('getMyInfo', as(alice)),
    ];
    for (const answer of answers) {
      for (const each of clear) expect(JSON.stringify(answer.body)).not.toContain(each);
    }

    // The member may forget it again.
    expectSuccess(await server.call('forgetMyResidentNumber', as(alice)));
    expect(
      expectSuccess(
        await server.call<DataOf<'getMyContributions'>>('getMyContributions', as(alice)),
      ).residentNumberOnFile,
    ).toBe(false);
  });

  it('gives receipts issued at once serial numbers of their own', async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        signedInMember(server, { name: `이구름${'가나다라마바'[index]}` }),
      ),
    );
    for (const member of members) {
      await recorded(server, office, await memberDonor(server, office, member), {
        donatedOn: `${YEAR}-06-01`,
      });
    }
    const sent = await Promise.all(
      members.map((member) =>
        server.call<Sent>('sendReceiptFax', {
          ...as(member),
          body: { year: YEAR, faxNumber: '031-123-4567' },
        }),
      ),
    );
    const serials = sent.map((answer) => expectSuccess(answer).serial).sort();
    const serialYear = new Date().getFullYear();
    expect(serials).toEqual(
      Array.from(
        { length: 6 },
        (_, index) => `${serialYear}-${String(index + 1).padStart(6, '0')}`,
      ),
    );
  });
});
