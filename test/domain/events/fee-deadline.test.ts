import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEE_PAYMENT_DAYS, feeOverdue, feePayBy } from '../../../src/domain/events';

const DAY = 24 * 60 * 60 * 1000;
const SEATED = new Date('2026-12-01T01:00:00.000Z');
const STARTS = '2026-12-20T01:00:00.000Z';

describe('the pay-by of an online fee (issue 33, item 3)', () => {
  it('gives three days from the seat, never past the event’s start', () => {
    expect(FEE_PAYMENT_DAYS).toBe(3);
    expect(feePayBy(SEATED, STARTS)).toBe('2026-12-04T01:00:00.000Z');
    expect(feePayBy(SEATED, '2026-12-02T10:00:00.000Z')).toBe('2026-12-02T10:00:00.000Z');
  });

  it('is never before the seat nor after three days or the start (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * DAY }), (ahead) => {
        const starts = new Date(SEATED.getTime() + ahead).toISOString();
        const payBy = Date.parse(feePayBy(SEATED, starts));
        return (
          payBy >= SEATED.getTime() &&
          payBy <= SEATED.getTime() + FEE_PAYMENT_DAYS * DAY &&
          payBy <= Date.parse(starts)
        );
      }),
    );
  });

  it('releases only a confirmed, unpaid seat with no payment open, past its pay-by, before the start', () => {
    const owed = {
      state: 'confirmed',
      payment: 'pending',
      payBy: '2026-12-04T01:00:00.000Z',
      orderId: null,
    } as const;
    const event = { startsAt: STARTS };
    const after = new Date('2026-12-04T01:00:00.000Z');
    expect(feeOverdue(owed, event, new Date(after.getTime() - 1))).toBe(false);
    expect(feeOverdue(owed, event, after)).toBe(true);
    expect(feeOverdue({ ...owed, orderId: 'order-1' }, event, after)).toBe(false);
    expect(feeOverdue({ ...owed, payment: 'paid' }, event, after)).toBe(false);
    expect(feeOverdue({ ...owed, payment: 'door' }, event, after)).toBe(false);
    expect(feeOverdue({ ...owed, state: 'waiting' }, event, after)).toBe(false);
    expect(feeOverdue({ ...owed, payBy: null }, event, after)).toBe(false);
    expect(feeOverdue(owed, event, new Date(STARTS))).toBe(false);
  });
});
