import { describe, expect, it, vi } from 'vitest';
import { MessageDelivery, OutboxMailer } from '../../../../server/application/messages';
import type { MailTransport } from '../../../../server/application/messages';
import type { OutgoingMail } from '../../../../server/application/shared/ports';
import {
  DELIVERY_ATTEMPTS,
  DELIVERY_RETRY_WAITS_SECONDS,
} from '../../../../server/domain/messages/delivery-schedule';
import { memoryOutbox } from '../../support/memory-outbox';

const MAIL: OutgoingMail = { to: 'hong@example.com', subject: '인증번호', text: '123456' };

function world(transport: MailTransport) {
  // A clock that moves only when told: the schedule's edges are exact.
  let at = Date.parse('2026-11-28T00:00:00Z');
  const clock = {
    now: () => new Date(at),
    advance: (milliseconds: number) => {
      at += milliseconds;
    },
  };
  const outbox = memoryOutbox();
  const failures: string[] = [];
  const delivery = new MessageDelivery({
    outbox,
    transport,
    texts: {
      deliver: () => Promise.reject(new Error('no text in these tests')),
    },
    clock,
    messageIdDomain: 'alumni.example.kr',
    reportFailure: (what) => void failures.push(what),
  });
  let ids = 0;
  const mailer = (waitMs: number | null) =>
    new OutboxMailer({
      outbox,
      transactions: { afterCommit: (task) => task() },
      delivery,
      clock,
      random: { id: () => `m${++ids}`, token: () => 't', sixDigitCode: () => '000000' },
      waitMs,
      reportFailure: (what) => void failures.push(what),
    });
  return { clock, outbox, delivery, mailer, failures };
}

describe('MessageDelivery and OutboxMailer (issue 32, item 1)', () => {
  it('hands a message over under one Message-ID on every attempt, and marks it sent', async () => {
    const handed: string[] = [];
    let down = true;
    const { clock, outbox, delivery, mailer } = world({
      deliver: async (_mail, messageId) => {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        handed.push(messageId);
      },
    });
    await mailer(null).send(MAIL);
    expect(outbox.rows.get('m1')).toMatchObject({ state: 'pending', attempts: 1 });
    expect(outbox.rows.get('m1')?.lastError).toContain('ECONNREFUSED');
    down = false;
    expect(await delivery.deliverDue()).toMatchObject({ sent: 0 });
    clock.advance(DELIVERY_RETRY_WAITS_SECONDS[0] * 1000);
    expect(await delivery.deliverDue()).toMatchObject({ sent: 1 });
    expect(handed).toEqual(['<m1@alumni.example.kr>']);
    expect(outbox.rows.get('m1')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('follows the schedule, then gives the message up as failed', async () => {
    const { clock, outbox, delivery, mailer, failures } = world({
      deliver: async () => {
        throw new Error(`550 ${'x'.repeat(1000)}`);
      },
    });
    await mailer(null).send(MAIL);
    for (const wait of DELIVERY_RETRY_WAITS_SECONDS) {
      expect(outbox.rows.get('m1')?.state).toBe('pending');
      clock.advance(wait * 1000 - 1);
      expect(await delivery.deliverDue()).toMatchObject({ retrying: 0, failed: 0 });
      clock.advance(1);
      await delivery.deliverDue();
    }
    expect(outbox.rows.get('m1')).toMatchObject({
      state: 'failed',
      attempts: DELIVERY_ATTEMPTS,
      nextAttemptAt: null,
    });
    // The relay's answer is kept short for the office.
    expect(outbox.rows.get('m1')?.lastError?.length).toBe(300);
    expect(failures.at(-1)).toBe('delivering a message (given up)');
  });

  it('tries waiting messages at once when asked (at start), and no message twice in a pass', async () => {
    const deliver = vi.fn(async () => {
      throw new Error('down');
    });
    const { delivery, mailer } = world({ deliver });
    await mailer(null).send(MAIL);
    await mailer(null).send({ ...MAIL, to: 'kim@example.com' });
    expect(deliver).toHaveBeenCalledTimes(2);
    expect(await delivery.deliverDue({ whenever: true })).toMatchObject({ retrying: 2 });
    expect(deliver).toHaveBeenCalledTimes(4);
  });

  it('does not hold the request longer than its wait for a relay that hangs', async () => {
    vi.useFakeTimers();
    try {
      const { outbox, mailer } = world({ deliver: () => new Promise<void>(() => {}) });
      let answered = false;
      const sending = mailer(2_000)
        .send(MAIL)
        .then(() => {
          answered = true;
        });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await sending;
      expect(answered).toBe(true);
      // Held by its attempt: another pass leaves it alone meanwhile.
      expect(outbox.rows.get('m1')).toMatchObject({ state: 'pending', attempts: 1 });
      expect(outbox.rows.get('m1')?.claimedUntil).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
