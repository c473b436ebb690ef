import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountConfirmationRefusal,
  applyOrderEvent,
  isOrderId,
  isOverdue,
  needsReconciliation,
  newOrderId,
  newPaymentOrder,
  type OrderEvent,
  orderOutcomeMessage,
  PAYMENT_FAILURE_REASONS,
  type PaymentOrder,
} from '../../../src/domain/payments';
import { randomDraws, replaying } from './support';

const TODAY = { year: 2026, month: 11, day: 28 };
const order = newPaymentOrder({
  orderId: 'gift-20261128-abcdefghijklmnopqrst',
  purpose: 'gift',
  amount: 50_000,
  createdAt: '2026-11-28T01:00:00.000Z',
});

function apply(start: PaymentOrder, ...events: OrderEvent[]): PaymentOrder {
  return events.reduce((current, event) => applyOrderEvent(current, event).order, start);
}

const paidEvent: OrderEvent = {
  kind: 'paid',
  paymentKey: 'pay_1',
  amount: 50_000,
  at: '2026-11-28T01:02:00.000Z',
};
const confirmEvent: OrderEvent = {
  kind: 'confirmRequested',
  paymentKey: 'pay_1',
  amount: 50_000,
  at: '2026-11-28T01:01:00.000Z',
};

describe('order ids (issue 31 item 3: an order id per attempt)', () => {
  it('are what Toss Payments accepts: 6–64 characters of A–Z a–z 0–9 _ -', () => {
    expect(isOrderId('abc-12')).toBe(true);
    expect(isOrderId('a'.repeat(64))).toBe(true);
    expect(isOrderId('abc12')).toBe(false);
    expect(isOrderId('a'.repeat(65))).toBe(false);
    expect(isOrderId('gift 2026')).toBe(false);
    expect(isOrderId('기부-123456')).toBe(false);
  });

  it('name the purpose and the Korean day, then random characters from the source given', () => {
    const id = newOrderId('pledge', TODAY, replaying([0, 1, 2]));
    expect(id).toBe(`pledge-20261128-${'ABC'.repeat(6)}AB`);
  });

  it('property: every new order id is one Toss accepts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gift', 'pledge', 'dues' as const),
        randomDraws,
        (purpose, draws) => {
          const id = newOrderId(purpose, TODAY, replaying(draws));
          expect(isOrderId(id)).toBe(true);
          expect(id.startsWith(`${purpose}-20261128-`)).toBe(true);
        },
      ),
    );
  });
});

describe('the amount rule (issue 31 item 3: the amount confirmed is the amount pledged)', () => {
  it('refuses a confirmation of another amount, in Korean, and leaves the order as it was', () => {
    expect(amountConfirmationRefusal(order, 50_000)).toBeNull();
    expect(amountConfirmationRefusal(order, 5_000)).toMatch(/금액/u);
    const tampered = applyOrderEvent(order, { ...confirmEvent, amount: 100 });
    expect(tampered).toMatchObject({ outcome: 'refused', code: 'amountMismatch', order });
    expect(applyOrderEvent(order, { ...paidEvent, amount: 49_999 }).outcome).toBe('refused');
  });

  it('refuses an order of no whole amount', () => {
    expect(() => newPaymentOrder({ ...order, amount: 0 })).toThrow(RangeError);
    expect(() => newPaymentOrder({ ...order, amount: 1.5 })).toThrow(RangeError);
    expect(() => newPaymentOrder({ ...order, orderId: 'x' })).toThrow(RangeError);
  });
});

describe('order transitions (issue 31 item 3: confirming, redirecting back or the webhook twice records one donation)', () => {
  it('created → confirming → paid records the payment once', () => {
    const confirming = applyOrderEvent(order, confirmEvent);
    expect(confirming).toMatchObject({ outcome: 'changed', recordsPayment: false });
    const paid = applyOrderEvent(confirming.order, paidEvent);
    expect(paid).toMatchObject({ outcome: 'changed', recordsPayment: true });
    expect(paid.order).toMatchObject({ state: 'paid', paymentKey: 'pay_1' });
  });

  it('the same redirect, confirm answer or webhook again changes nothing and says so', () => {
    const paid = apply(order, confirmEvent, paidEvent);
    expect(applyOrderEvent(paid, paidEvent)).toEqual({ outcome: 'unchanged', order: paid });
    expect(applyOrderEvent(paid, confirmEvent)).toEqual({ outcome: 'unchanged', order: paid });
    const confirming = apply(order, confirmEvent);
    expect(applyOrderEvent(confirming, confirmEvent).outcome).toBe('unchanged');
  });

  it('refuses a second, different payment for one order', () => {
    const paid = apply(order, paidEvent);
    expect(applyOrderEvent(paid, { ...paidEvent, paymentKey: 'pay_2' })).toMatchObject({
      outcome: 'refused',
      code: 'otherPayment',
    });
  });

  it('a deposit method waits for the deposit, then is paid or expires', () => {
    const awaiting = apply(order, {
      kind: 'depositAwaited',
      paymentKey: 'va_1',
      dueAt: '2026-12-05T14:59:59.000Z',
    });
    expect(awaiting.state).toBe('awaitingDeposit');
    expect(isOverdue(awaiting, new Date('2026-12-05T14:00:00Z'))).toBe(false);
    expect(isOverdue(awaiting, new Date('2026-12-05T15:00:00Z'))).toBe(true);
    expect(applyOrderEvent(awaiting, { ...paidEvent, paymentKey: 'va_1' }).outcome).toBe('changed');
    expect(apply(awaiting, { kind: 'expired' }).state).toBe('expired');
  });

  it('a failed or cancelled payment records nothing and says why in Korean', () => {
    for (const reason of PAYMENT_FAILURE_REASONS) {
      const failed = applyOrderEvent(order, { kind: 'failed', reason });
      expect(failed).toMatchObject({ outcome: 'changed', recordsPayment: false });
      expect(orderOutcomeMessage(failed.order)).toMatch(/[가-힣].*기록되지 않았습니다\.$/u);
    }
    const cancelled = apply(order, { kind: 'cancelled' });
    expect(orderOutcomeMessage(cancelled)).toBe(
      '결제를 취소하셨습니다. 결제되지 않았으므로 기부나 회비 납부로 기록되지 않았습니다.',
    );
    expect(applyOrderEvent(cancelled, paidEvent)).toMatchObject({
      outcome: 'refused',
      code: 'impossible',
    });
    expect(orderOutcomeMessage(order)).toBeNull();
  });

  it('a paid order is refunded whole, never in part, and never fails afterwards', () => {
    const paid = apply(order, paidEvent);
    expect(applyOrderEvent(paid, { kind: 'refunded', amount: 10_000 }).outcome).toBe('refused');
    expect(apply(paid, { kind: 'refunded', amount: 50_000 }).state).toBe('refunded');
    expect(applyOrderEvent(paid, { kind: 'failed', reason: 'rejected' }).outcome).toBe('refused');
    expect(applyOrderEvent(paid, { kind: 'expired' }).outcome).toBe('refused');
  });
});

describe('reconciliation (issue 31 item 3: a confirm whose answer is lost is reconciled by asking the provider)', () => {
  it('asks the provider a minute after an unanswered confirm; the clock never expires a confirm', () => {
    const confirming = apply(order, confirmEvent);
    expect(needsReconciliation(confirming, new Date('2026-11-28T01:01:30Z'))).toBe(false);
    expect(needsReconciliation(confirming, new Date('2026-11-28T01:02:00Z'))).toBe(true);
    expect(needsReconciliation(order, new Date('2026-11-29T01:02:00Z'))).toBe(false);
    expect(applyOrderEvent(confirming, { kind: 'expired' }).outcome).toBe('refused');
    expect(isOverdue(confirming, new Date('2026-12-28T00:00:00Z'))).toBe(false);
  });

  it('expires an order whose donor never came back after a day', () => {
    expect(isOverdue(order, new Date('2026-11-29T00:59:59Z'))).toBe(false);
    expect(isOverdue(order, new Date('2026-11-29T01:00:00Z'))).toBe(true);
  });
});

const events: fc.Arbitrary<OrderEvent> = fc.oneof(
  fc.record({
    kind: fc.constant('confirmRequested' as const),
    paymentKey: fc.constantFrom('pay_1', 'pay_2'),
    amount: fc.constantFrom(50_000, 5_000),
    at: fc.constant('2026-11-28T01:01:00.000Z'),
  }),
  fc.record({
    kind: fc.constant('paid' as const),
    paymentKey: fc.constantFrom('pay_1', 'pay_2', 'va_1'),
    amount: fc.constantFrom(50_000, 5_000),
    at: fc.constant('2026-11-28T01:02:00.000Z'),
  }),
  fc.record({
    kind: fc.constant('depositAwaited' as const),
    paymentKey: fc.constantFrom('va_1', null),
    dueAt: fc.constant('2026-12-05T14:59:59.000Z'),
  }),
  fc.record({
    kind: fc.constant('failed' as const),
    reason: fc.constantFrom(...PAYMENT_FAILURE_REASONS),
  }),
  fc.constant({ kind: 'cancelled' as const }),
  fc.constant({ kind: 'expired' as const }),
  fc.record({ kind: fc.constant('refunded' as const), amount: fc.constantFrom(50_000, 5_000) }),
);

describe('order transitions, over arbitrary event sequences (issue 31 item 3)', () => {
  it('property: each event applied twice changes nothing the second time', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 12 }), events, (before, event) => {
        const first = applyOrderEvent(apply(order, ...before), event);
        const second = applyOrderEvent(first.order, event);
        if (first.outcome !== 'refused') {
          expect(second.outcome).toBe('unchanged');
          expect(second.order).toBe(first.order);
        }
      }),
    );
  });

  it('property: paid is reached at most once, the amount never changes, a refusal changes nothing', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 20 }), (sequence) => {
        let current = order;
        let recorded = 0;
        for (const event of sequence) {
          const transition = applyOrderEvent(current, event);
          if (transition.outcome === 'changed' && transition.recordsPayment) recorded += 1;
          if (transition.outcome !== 'changed') expect(transition.order).toBe(current);
          if (transition.outcome === 'changed' && transition.recordsPayment) {
            expect(current.state).not.toBe('paid');
            expect(transition.order.state).toBe('paid');
          }
          current = transition.order;
          expect(current.amount).toBe(50_000);
          expect(current.orderId).toBe(order.orderId);
        }
        expect(recorded).toBeLessThanOrEqual(1);
        expect(recorded === 1).toBe(current.state === 'paid' || current.state === 'refunded');
      }),
    );
  });
});
