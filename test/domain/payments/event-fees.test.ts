import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_PURPOSES,
  type CheckoutPurpose,
  isDonationPurpose,
  methodsFor,
  newOrderId,
  newPaymentOrder,
  type OrderForTexts,
  orderNameOf,
  orderNextSteps,
  orderOutcomeMessage,
  orderSubject,
  PAYMENT_METHODS,
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_PURPOSES,
  proofOfPaymentOf,
  readCheckout,
} from '../../../src/domain/payments';
import { replaying } from './support';

const FEE_NAME = '제44회 동문 한마음 체육대회 참가비';

function feeOrder(
  state: OrderForTexts['state'],
  memberId: string | null = 'member-1',
): OrderForTexts {
  return {
    ...newPaymentOrder({
      orderId: 'event-20260502-abcdefghijklmnopqrst',
      purpose: 'event',
      amount: 30_000,
      createdAt: '2026-05-02T01:00:00.000Z',
    }),
    state,
    dues: null,
    event: { registrationId: 'reg-1', name: FEE_NAME },
    donor: { memberId },
    wantsReceipt: false,
  };
}

/** An event's fee as a payment purpose (issue 33): paid like the rest, never a donation. */
describe('the payment purpose `event`', () => {
  it('is a purpose of its own, labelled 행사 참가비, and no donation', () => {
    expect(PAYMENT_PURPOSES).toContain('event');
    expect(PAYMENT_PURPOSE_LABELS.event).toBe('행사 참가비');
    expect(isDonationPurpose('event')).toBe(false);
    expect(isDonationPurpose('dues')).toBe(false);
    expect(isDonationPurpose('gift') && isDonationPurpose('pledge')).toBe(true);
  });

  it('is not offered by 기부하기’s form: a fee is opened from its registration', () => {
    expect(CHECKOUT_PURPOSES).toEqual(['gift', 'pledge', 'dues']);
    const sent = {
      purpose: 'event' as CheckoutPurpose,
      fundId: '',
      amount: '1000',
      chargeDay: '',
      duesKind: null,
      method: 'card' as const,
      donor: { memberId: 'm1', name: '홍길동', phone: '010-1234-5678', email: 'hong@example.com' },
      wantsReceipt: false,
      residentNumber: '',
      residentNumberConsent: false,
      namedInHallOfFame: false,
      consents: { terms: true, privacy: true },
    };
    const context = { today: { year: 2026, month: 5, day: 2 }, funds: [], dues: [], paidDues: [] };
    expect(readCheckout(sent, context)).toMatchObject({
      ok: false,
      refusals: { purpose: '무엇을 내실지 골라 주세요.' },
    });
  });

  it('is paid by every method, and its order ids say so', () => {
    expect(methodsFor('event')).toEqual(PAYMENT_METHODS);
    const orderId = newOrderId('event', { year: 2026, month: 5, day: 2 }, replaying([7]));
    expect(orderId).toMatch(/^event-20260502-[A-Za-z0-9]{20}$/u);
  });

  it('is named by the events feature in the window, with no 기부 and no paper', () => {
    const paid = feeOrder('paid');
    expect(orderSubject(paid, null)).toBe(FEE_NAME);
    expect(orderNameOf(paid, null)).toBe(`${FEE_NAME} 3만원`);
    expect(proofOfPaymentOf(paid)).toBeNull();
  });

  it('says the registration is confirmed once paid: where a member and a visitor find it', () => {
    expect(orderNextSteps(feeOrder('paid'))).toContain('내 정보의 행사 신청');
    expect(orderNextSteps(feeOrder('paid', null))).toContain('신청 확인 메일의 링크');
    for (const state of ['paid', 'awaitingDeposit', 'refunded'] as const) {
      expect(orderNextSteps(feeOrder(state))).not.toMatch(/기부/u);
    }
    expect(orderNextSteps(feeOrder('awaitingDeposit'))).toContain('참가 신청을 확정');
    expect(orderNextSteps(feeOrder('refunded'))).toContain('참가비를 돌려 드렸습니다');
  });

  it('says an unpaid fee released the registration, never that a donation was not recorded', () => {
    for (const state of ['failed', 'cancelled', 'expired'] as const) {
      const message = orderOutcomeMessage({ ...feeOrder(state), failure: 'cardDeclined' }) ?? '';
      expect(message).toContain('참가 신청은 취소되었습니다');
      expect(message).not.toMatch(/기부/u);
    }
  });
});
