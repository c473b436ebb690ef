import { describe, expect, it } from 'vitest';
import {
  MessageDelivery,
  type OutgoingText,
  OutboxTexter,
  type SmsSender,
} from '../../../../server/application/messages';
import { AppError } from '../../../../server/application/shared/app-error';
import { DELIVERY_RETRY_WAITS_SECONDS } from '../../../../server/domain/messages/delivery-schedule';
import { memoryOutbox } from '../../support/memory-outbox';

const kst = (text: string) => Date.parse(`${text}+09:00`);

/** A texter and its delivery over the outbox in memory, at a Korean time that moves when told. */
function world(startsAt: string, sender: SmsSender) {
  let at = kst(startsAt);
  const clock = {
    now: () => new Date(at),
    advanceTo: (text: string) => {
      at = kst(text);
    },
    advance: (milliseconds: number) => {
      at += milliseconds;
    },
  };
  const outbox = memoryOutbox();
  const failures: string[] = [];
  const reportFailure = (what: string) => void failures.push(what);
  const delivery = new MessageDelivery({
    outbox,
    transport: { deliver: () => Promise.reject(new Error('no mail in these tests')) },
    texts: sender,
    clock,
    messageIdDomain: 'alumni.example.kr',
    reportFailure,
  });
  let ids = 0;
  const texter = new OutboxTexter({
    outbox,
    transactions: { afterCommit: (task) => task() },
    delivery,
    clock,
    random: { id: () => `t${++ids}`, token: () => 't', sixDigitCode: () => '000000' },
    sender: { associationName: '한빛고등학교 총동문회', refusalNumber: '080-123-4567' },
    waitMs: null,
    reportFailure,
  });
  return { clock, outbox, delivery, texter, failures };
}

function recordingSender(down = { now: false }) {
  const handed: { text: OutgoingText; messageId: string }[] = [];
  const sender: SmsSender = {
    deliver: async (text, messageId) => {
      if (down.now) throw new Error('Solapi unreachable: ECONNREFUSED');
      handed.push({ text, messageId });
    },
  };
  return { handed, sender, down };
}

describe('OutboxTexter and MessageDelivery for texts (issue 32, item 5)', () => {
  it('writes a text to the outbox, listed masked, hands it to the provider once and drops it', async () => {
    const { handed, sender } = recordingSender();
    const { outbox, delivery, texter } = world('2026-11-28T14:00:00', sender);
    await texter.send({ to: '010-1234-5678', body: '정기총회는 오늘 3시입니다.', kind: 'notice' });
    expect(handed).toEqual([
      {
        text: { to: '01012345678', body: '정기총회는 오늘 3시입니다.', type: 'SMS' },
        messageId: 't1',
      },
    ]);
    expect(outbox.rows.get('t1')).toMatchObject({
      channel: 'text',
      to: '010-****-5678',
      subject: '[문자] 정기총회는 오늘 3시입니다.',
      state: 'sent',
      attempts: 1,
      text: null,
    });
    expect(await delivery.deliverDue({ whenever: true })).toMatchObject({ sent: 0 });
    expect(handed).toHaveLength(1);
  });

  it('refuses a wrong number or an overlong text in Korean, writing nothing', async () => {
    const { sender } = recordingSender();
    const { outbox, texter } = world('2026-11-28T14:00:00', sender);
    const refusal = texter.send({ to: '02-123-4567', body: '안녕하세요', kind: 'notice' });
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ key: 'invalidInput' });
    await expect(
      texter.send({ to: '01012345678', body: '가'.repeat(1_001), kind: 'notice' }),
    ).rejects.toThrow(/2,000바이트/u);
    expect(outbox.rows.size).toBe(0);
  });

  it('retries a text the provider did not take, by the schedule', async () => {
    const { handed, sender, down } = recordingSender({ now: true });
    const { clock, outbox, delivery, texter } = world('2026-11-28T14:00:00', sender);
    await texter.send({ to: '01012345678', body: '가'.repeat(46), kind: 'notice' });
    expect(outbox.rows.get('t1')).toMatchObject({ state: 'pending', attempts: 1 });
    expect(outbox.rows.get('t1')?.lastError).toBe('Solapi unreachable: ECONNREFUSED');
    down.now = false;
    expect(await delivery.deliverDue()).toMatchObject({ sent: 0 });
    clock.advance(DELIVERY_RETRY_WAITS_SECONDS[0] * 1000);
    expect(await delivery.deliverDue()).toMatchObject({ sent: 1 });
    expect(handed.map((each) => [each.text.type, each.messageId])).toEqual([['LMS', 't1']]);
    expect(handed[0]?.text.subject).toBe('가'.repeat(20));
    expect(outbox.rows.get('t1')).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('keeps the retry of a 홍보 text that failed at 20:59 until the morning', async () => {
    const { handed, sender, down } = recordingSender({ now: true });
    const { clock, outbox, delivery, texter } = world('2026-11-28T20:59:50', sender);
    await texter.send({ to: '01012345678', body: '장학기금 모금', kind: 'promotion' });
    expect(outbox.rows.get('t1')).toMatchObject({ state: 'pending', attempts: 1 });
    down.now = false;
    clock.advance(DELIVERY_RETRY_WAITS_SECONDS[0] * 1000);
    expect(await delivery.deliverDue()).toMatchObject({ waiting: 1, sent: 0 });
    expect(outbox.rows.get('t1')).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(kst('2026-11-29T08:00:00')).toISOString(),
    });
    expect(handed).toHaveLength(0);
  });

  it('keeps a 홍보 text written at 22:00 until 08:00, at every attempt', async () => {
    const { handed, sender } = recordingSender();
    const { clock, outbox, delivery, texter } = world('2026-11-28T22:00:00', sender);
    await texter.send({ to: '01012345678', body: '장학기금 모금', kind: 'promotion' });
    expect(outbox.rows.get('t1')).toMatchObject({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(kst('2026-11-29T08:00:00')).toISOString(),
    });
    // A start at night leaves it be; an attempt at once (the office's) finds it waiting, uncounted.
    clock.advanceTo('2026-11-29T02:00:00');
    expect(await delivery.deliverDue({ whenever: true })).toMatchObject({ sent: 0 });
    expect(await delivery.deliverNow('t1')).toBe('waiting');
    expect(outbox.rows.get('t1')).toMatchObject({ state: 'pending', attempts: 0 });
    clock.advanceTo('2026-11-29T07:59:59');
    expect(await delivery.deliverDue()).toMatchObject({ sent: 0, waiting: 0 });
    clock.advanceTo('2026-11-29T08:00:00');
    expect(await delivery.deliverDue()).toMatchObject({ sent: 1 });
    expect(handed.map((each) => each.text.body)).toEqual([
      '(광고)장학기금 모금\n한빛고등학교 총동문회\n무료수신거부 080-123-4567',
    ]);
  });
});
