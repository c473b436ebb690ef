import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import {
  DELIVERY_ATTEMPTS,
  DELIVERY_RETRY_WAITS_SECONDS,
} from '../../../../../server/domain/messages/delivery-schedule';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { approve, registerMember, signIn, type SignedInMember } from '../../../support/members';
import { memberDonor, recorded } from '../../../support/donations';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../../support/office';
import { freePort } from '../../../../../scripts/support/free-port';
import { type SmtpSink, startSmtpSink } from '../../../support/smtp-sink';
import { dialects, startTestServer, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

type Outbox = DataOf<'officeOutbox'>;

/**
 * The outbox (issue 32, item 1): every mail is written with the change that causes it and
 * delivered from there, so that a relay that is down loses nothing and delivers each message
 * once when it is back; a message that keeps failing is given up and shown to the office.
 */
describe.each(dialects())('the outbox, with SMTP_URL set (%s)', (dialect) => {
  let server: TestServer;
  let relayPort: number;
  let sink: SmtpSink | null = null;
  let office: SignedInMember;

  beforeAll(async () => {
    relayPort = await freePort();
    server = await startTestServer(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${relayPort}?ignoreTLS=true`,
    });
    sink = await startSmtpSink(relayPort);
    office = await signedInOffice(server);
    await sink.close();
    sink = null;
  });

  afterEach(async () => {
    await sink?.close();
    sink = null;
  });

  afterAll(async () => {
    await server.close();
  });

  async function outbox(state?: 'pending' | 'sent' | 'failed'): Promise<Outbox> {
    return expectSuccess(
      await server.call<Outbox>('officeOutbox', {
        token: office.accessToken,
        ...(state ? { query: { state } } : {}),
      }),
    );
  }

  const entryTo = async (email: string) =>
    (await outbox()).page.items.find((entry) => entry.to === email);

  /** Until every due message was tried: the schedule's pass (maintenance.ts, watchOutbox). */
  const deliverDue = () => server.runtime.services.messageDelivery.deliverDue();

  it('answers a code asked for while the relay is down, and delivers it once when the relay is back', async () => {
    const email = 'relay-down@example.com';
    expectSuccess(await server.call('sendAuthMail', { body: { email, purpose: 'signUp' } }));
    const waiting = await entryTo(email);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, sentAt: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/u);
    expect(waiting?.subject).toContain('회원가입 인증번호 안내');

    sink = await startSmtpSink(relayPort);
    // Not due yet: the next attempt waits for its time.
    expect(await deliverDue()).toMatchObject({ sent: 0 });
    server.clock.advance((DELIVERY_RETRY_WAITS_SECONDS[0] + 1) * 1000);
    expect(await deliverDue()).toMatchObject({ sent: 1 });
    expect(await deliverDue()).toMatchObject({ sent: 0 });
    const received = sink.received().filter((mail) => mail.to.includes(email));
    expect(received).toHaveLength(1);
    expect(received[0]?.text).toMatch(/회원가입 인증번호는 \d{6} 입니다\./u);
    expect(received[0]?.messageId).toBe(`<${waiting?.messageId ?? ''}@localhost>`);
    expect(await entryTo(email)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    // Delivered, the code is not kept.
    const kept = await server.runtime.ports.store.outbox.find(waiting?.messageId ?? '');
    expect(kept?.channel === 'mail' && kept.mail).toEqual({
      to: email,
      subject: waiting?.subject,
      text: '',
    });
  });

  it('sends a receipt while the relay is down, and delivers it once, PDF attached, when it is back', async () => {
    // The office's administrator gives, as any member may (no sign-up code needed here).
    const year = new Date().getFullYear() - 1;
    const asOffice = { token: office.accessToken };
    const donorId = await memberDonor(server, office, OFFICE_ADMINISTRATOR);
    await recorded(server, office, donorId, {
      donatedOn: `${year}-05-05`,
      amount: 300_000,
    });
    const sent = expectSuccess(
      await server.call<{ serial: string }>('sendReceiptMail', {
        ...asOffice,
        body: {
          year,
          email: OFFICE_ADMINISTRATOR.email,
          residentNumber: '900101-1234568',
          residentNumberConsent: true,
        },
      }),
    );
    const waiting = await entryTo(OFFICE_ADMINISTRATOR.email);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting?.subject).toContain(sent.serial);

    sink = await startSmtpSink(relayPort);
    server.clock.advance((DELIVERY_RETRY_WAITS_SECONDS[0] + 1) * 1000);
    await deliverDue();
    await deliverDue();
    const received = sink.received().filter((mail) => mail.subject.includes(sent.serial));
    expect(received).toHaveLength(1);
    expect(received[0]?.raw).toMatch(/application\/pdf/u);
  });

  it('delivers at once when the relay is up, before the page answers', async () => {
    sink = await startSmtpSink(relayPort);
    const email = 'relay-up@example.com';
    expectSuccess(await server.call('sendAuthMail', { body: { email, purpose: 'signUp' } }));
    expect(sink.received().filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect(await entryTo(email)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('carries a message’s own headers to the relay (RFC 8058 one-click unsubscribe)', async () => {
    sink = await startSmtpSink(relayPort);
    await server.runtime.ports.mailer.send({
      to: 'headers@example.com',
      subject: '(광고) 장학기금 모금',
      text: '본문',
      headers: {
        'List-Unsubscribe': '<https://alumni.example.kr/u/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [raw] = sink
      .received()
      .filter((mail) => mail.to.includes('headers@example.com'))
      .map((mail) => mail.raw);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/alumni\.example\.kr\/u\/abc>$/imu);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/imu);
  });

  it('writes no message when the change that caused it is rolled back', async () => {
    const { transactions } = server.runtime.ports.store;
    const before = (await outbox()).page.total;
    await expect(
      transactions.run(async () => {
        await server.runtime.ports.mailer.send({
          to: 'never@example.com',
          subject: '보내지 않을 메일',
          text: '바뀐 것이 되돌려졌으니 이 메일도 없어야 합니다.',
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect((await outbox()).page.total).toBe(before);
    expect(await entryTo('never@example.com')).toBeUndefined();
  });

  it('gives a message up after its last attempt, shows it to the office, who sends it again', async () => {
    const email = 'given-up@example.com';
    expectSuccess(await server.call('sendAuthMail', { body: { email, purpose: 'findId' } }));
    for (const wait of DELIVERY_RETRY_WAITS_SECONDS) {
      server.clock.advance((wait + 1) * 1000);
      await deliverDue();
    }
    // A day and more went by: the office signs in again.
    office = await signIn(server, OFFICE_ADMINISTRATOR);
    const failed = await outbox('failed');
    const entry = failed.page.items.find((each) => each.to === email);
    expect(entry).toMatchObject({ state: 'failed', attempts: DELIVERY_ATTEMPTS });
    expect(failed.counts.failed).toBeGreaterThanOrEqual(1);

    sink = await startSmtpSink(relayPort);
    const params = { messageId: entry?.messageId ?? '' };
    expectSuccess(await server.call('retryMessage', { token: office.accessToken, params }));
    expect(sink.received().filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect(await entryTo(email)).toMatchObject({ state: 'sent' });
    // Sent is sent: not again.
    expectRefusal(
      await server.call('retryMessage', { token: office.accessToken, params }),
      'invalidState',
    );
    expectRefusal(
      await server.call('retryMessage', {
        token: office.accessToken,
        params: { messageId: 'nosuchmessage' },
      }),
      'notFound',
    );
    const log = await server.runtime.services.auditReview.searchAuditLog('test', {
      action: 'message.retry',
    });
    expect(log.items.map((item) => [item.targetId, item.outcome])).toEqual([
      ['nosuchmessage', 'notFound'],
      [entry?.messageId, 'invalidState'],
      [entry?.messageId, 'success'],
    ]);
  });

  it('delivers each message once when two passes run at once (two instances)', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `twice-${index}@example.com`);
    for (const email of emails) {
      expectSuccess(await server.call('sendAuthMail', { body: { email, purpose: 'signUp' } }));
    }
    sink = await startSmtpSink(relayPort);
    server.clock.advance((DELIVERY_RETRY_WAITS_SECONDS[0] + 1) * 1000);
    const passes = await Promise.all([deliverDue(), deliverDue()]);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBeGreaterThanOrEqual(emails.length);
    const received = sink.received().filter((mail) => mail.to.startsWith('twice-'));
    expect(received.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(emails.length);
  });
});

describe.each(dialects())('the outbox, without SMTP_URL (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('writes each message as an .eml file at once, and shows the queue to the office only', async () => {
    const member = await registerMember(server, { userId: 'outboxmember1' });
    await approve(server, member.userId);
    const office = await signedInOffice(server);
    const queue = expectSuccess(
      await server.call<Outbox>('officeOutbox', { token: office.accessToken }),
    );
    // The sign-up's code and the approval's notice, each sent and each in the .eml directory.
    const mine = queue.page.items.filter((entry) => entry.to === member.email);
    expect(mine.map((entry) => entry.state)).toEqual(['sent', 'sent']);
    expect(server.mails().filter((mail) => mail.to.includes(member.email))).toHaveLength(2);
    expect(queue.counts).toMatchObject({ pending: 0, failed: 0 });

    const signedIn = await signIn(server, member);
    expectRefusal(await server.call('officeOutbox', { token: signedIn.accessToken }), 'forbidden');
    expectRefusal(await server.call('officeOutbox'), 'unauthenticated');
    expectRefusal(
      await server.call('officeOutbox', { token: office.accessToken, query: { state: 'lost' } }),
      'invalidInput',
    );
  });
});
