import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { DELIVERY_RETRY_WAITS_SECONDS } from '../../../../../server/domain/messages/delivery-schedule';
import { freePort } from '../../../../../scripts/support/free-port';
import { expectSuccess } from '../../../support/auth-helpers';
import { signIn, type SignedInMember } from '../../../support/members';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../../support/office';
import {
  type SolapiStandIn,
  STAND_IN_KEY,
  STAND_IN_SECRET,
  startSolapiStandIn,
} from '../../../support/solapi-stand-in';
import { dialects, startTestServer, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

type Outbox = DataOf<'officeOutbox'>;

const HOUR = 3_600_000;
/** How far the clock must go to reach the next `hour`:00 in Korea (a minute past, at least). */
function untilKoreanHour(now: Date, hour: number): number {
  const korean = new Date(now.getTime() + 9 * HOUR);
  const target = Date.UTC(
    korean.getUTCFullYear(),
    korean.getUTCMonth(),
    korean.getUTCDate() + (korean.getUTCHours() >= hour ? 1 : 0),
    hour,
  );
  return target - 9 * HOUR - now.getTime();
}

/**
 * Texts through the outbox (issue 32, item 5), with Solapi's keys set (a stand-in of its API on
 * loopback): written with the change that causes them, delivered once, retried while the
 * provider is down, and a 홍보 text written at 22:00 kept until 08:00.
 */
describe.each(dialects())('texts in the outbox, through Solapi (%s)', (dialect) => {
  let server: TestServer;
  let standIn: SolapiStandIn | null = null;
  let standInPort: number;
  let office: SignedInMember;

  beforeAll(async () => {
    standInPort = await freePort();
    server = await startTestServer(dialect, {
      SOLAPI_API_KEY: STAND_IN_KEY,
      SOLAPI_API_SECRET: STAND_IN_SECRET,
      SMS_SENDER_NUMBER: '02-123-4567',
      SMS_REFUSAL_NUMBER: '080-123-4567',
      SOLAPI_API_URL: `http://127.0.0.1:${standInPort}`,
    });
    office = await signedInOffice(server);
  });

  afterAll(async () => {
    await standIn?.close();
    await server.close();
  });

  const texter = () => server.runtime.ports.texter;
  const deliverDue = (whenever = false) =>
    server.runtime.services.messageDelivery.deliverDue({ whenever });
  async function listed(subject: string) {
    // Hours go by in these tests: the office signs in again.
    office = await signIn(server, OFFICE_ADMINISTRATOR);
    const queue = expectSuccess(
      await server.call<Outbox>('officeOutbox', { token: office.accessToken }),
    );
    return queue.page.items.filter((entry) => entry.subject === subject);
  }

  it('delivers a text written in a transaction once, listed with the number masked', async () => {
    standIn = await startSolapiStandIn(standInPort);
    await server.runtime.ports.store.transactions.run(() =>
      texter().send({ to: '010-1234-5678', body: '정기총회는 오늘 3시입니다.', kind: 'notice' }),
    );
    expect(standIn.received()).toMatchObject([
      { to: '01012345678', from: '021234567', text: '정기총회는 오늘 3시입니다.', type: 'SMS' },
    ]);
    expect(await deliverDue(true)).toMatchObject({ sent: 0 });
    expect(standIn.received()).toHaveLength(1);
    const [entry] = await listed('[문자] 정기총회는 오늘 3시입니다.');
    expect(entry).toMatchObject({ to: '010-****-5678', state: 'sent', attempts: 1 });
    // Delivered, the text is not kept.
    const kept = await server.runtime.ports.store.outbox.find(entry?.messageId ?? '');
    expect(kept).toMatchObject({ channel: 'text', text: null });
  });

  it('writes no text when the change that caused it is rolled back', async () => {
    await expect(
      server.runtime.ports.store.transactions.run(async () => {
        await texter().send({ to: '01012345678', body: '되돌려질 문자', kind: 'notice' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await listed('[문자] 되돌려질 문자')).toEqual([]);
  });

  it('keeps a text while Solapi is down, and delivers it once when it is back', async () => {
    await standIn?.close();
    standIn = null;
    await texter().send({
      to: '010-2222-3333',
      body: '가'.repeat(50),
      kind: 'notice',
      subject: '장문 안내',
    });
    const [waiting] = await listed('[문자] 장문 안내');
    expect(waiting).toMatchObject({ to: '010-****-3333', state: 'pending', attempts: 1 });
    // Refused, or a kept connection cut: unreachable either way.
    expect(waiting?.lastError).toMatch(/^Solapi unreachable: (ECONNREFUSED|UND_ERR_SOCKET)$/u);

    standIn = await startSolapiStandIn(standInPort);
    expect(await deliverDue()).toMatchObject({ sent: 0 });
    server.clock.advance((DELIVERY_RETRY_WAITS_SECONDS[0] + 1) * 1000);
    expect(await deliverDue()).toMatchObject({ sent: 1 });
    expect(await deliverDue()).toMatchObject({ sent: 0 });
    expect(standIn.received()).toMatchObject([
      {
        to: '01022223333',
        type: 'LMS',
        subject: '장문 안내',
        customFields: { outboxId: waiting?.messageId },
      },
    ]);
    expect((await listed('[문자] 장문 안내'))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('keeps a 홍보 text written at 22:00 (Korean time) until 08:00', async () => {
    standIn ??= await startSolapiStandIn(standInPort);
    const before = standIn.received().length;
    server.clock.advance(untilKoreanHour(server.clock.now(), 22));
    await texter().send({ to: '01044445555', body: '장학기금 모금', kind: 'promotion' });
    const [entry] = await listed('[문자] 장학기금 모금');
    // One reading of the clock: it runs on between two (a millisecond apart on a busy machine).
    const now = server.clock.now();
    const morning = new Date(now.getTime() + untilKoreanHour(now, 8));
    expect(entry).toMatchObject({ state: 'pending', attempts: 0 });
    expect(Date.parse(entry?.nextAttemptAt ?? '')).toBe(morning.getTime());
    // A start at night leaves it be; an attempt at once (the office's) finds it waiting, uncounted.
    expect(await deliverDue(true)).toMatchObject({ sent: 0 });
    const delivery = server.runtime.services.messageDelivery;
    expect(await delivery.deliverNow(entry?.messageId ?? '')).toBe('waiting');
    expect((await listed('[문자] 장학기금 모금'))[0]).toMatchObject({ attempts: 0 });
    server.clock.advance(untilKoreanHour(server.clock.now(), 8) - 60_000);
    expect(await deliverDue()).toMatchObject({ sent: 0 });
    expect(standIn.received()).toHaveLength(before);
    server.clock.advance(60_000);
    expect(await deliverDue()).toMatchObject({ sent: 1 });
    expect(standIn.received().slice(before)).toMatchObject([
      {
        to: '01044445555',
        text: '(광고)장학기금 모금\n한빛고등학교 총동문회\n무료수신거부 080-123-4567',
      },
    ]);
  });
});

describe.each(dialects())('texts in the outbox, without Solapi’s keys (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('writes each text to the sandbox directory at once', async () => {
    await server.runtime.ports.texter.send({
      to: '010-1234-5678',
      body: '인증번호는 482913 입니다.',
      kind: 'notice',
      subject: '인증번호 안내',
    });
    const directory = path.join(server.dataDir, 'sms-outbox');
    const [file] = fs.readdirSync(directory);
    expect(JSON.parse(fs.readFileSync(path.join(directory, file ?? ''), 'utf8'))).toMatchObject({
      to: '01012345678',
      type: 'SMS',
      body: '인증번호는 482913 입니다.',
    });
    const office = await signedInOffice(server);
    const queue = expectSuccess(
      await server.call<Outbox>('officeOutbox', { token: office.accessToken }),
    );
    // The office sees the subject given, not the code.
    expect(queue.page.items.find((entry) => entry.to === '010-****-5678')).toMatchObject({
      subject: '[문자] 인증번호 안내',
      state: 'sent',
    });
  });
});
