import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventFeePayments } from '../../../../server/application/events/fee-payments';
import {
  OWN_ACCOUNT_REFUND_BY_HAND,
  PAYMENTS_ACTOR,
} from '../../../../server/application/payments';
import { OrderEvents } from '../../../../server/application/payments/order-events';
import { SandboxPaymentGateway } from '../../../../server/adapters/payments/sandbox-gateway';
import { TossPaymentGateway } from '../../../../server/adapters/payments/toss-gateway';
import { CryptoRandom } from '../../../../server/adapters/security/crypto-random';
import { TossStandIn } from '../../../support/toss-stand-in';
import { eventFeeWorld, FEE, FEE_NAME } from './event-fee-world';
import { UNKEPT_FEE_MESSAGE } from '../../../../src/domain/payments';

/** The sandbox in memory, its webhooks delivered to the world's handler, its cancels counted. */
function sandboxWorld() {
  let world: ReturnType<typeof eventFeeWorld> | null = null;
  const sandbox = new SandboxPaymentGateway({
    clock: { now: () => new Date() },
    random: new CryptoRandom(),
    deliver: (delivery) => world?.services.paymentConfirmations.paymentWebhook(delivery),
  });
  const cancel = vi.spyOn(sandbox, 'cancel');
  world = eventFeeWorld({ gateway: sandbox, sandbox });
  return { ...world, sandbox, cancels: () => cancel.mock.calls.map(([request]) => request) };
}

describe('event fees through the payment port, with the sandbox (issue 33)', () => {
  it('meets the events feature’s EventFeePayments as `eventFeeCheckouts`', () => {
    const fees: EventFeePayments = sandboxWorld().services.eventFeeCheckouts;
    expect(fees.methods()).toEqual(['card', 'transfer', 'virtualAccount', 'bankTransfer']);
  });

  it('prices the order from the events feature, never the browser, and names it for the window', async () => {
    const world = sandboxWorld();
    world.owes('reg-1');
    const started = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-1',
      method: 'card',
    });
    expect(started).toMatchObject({
      amount: FEE,
      orderName: `${FEE_NAME} 3만 5,000원`,
      method: 'card',
      outcome: null,
      cardRegistration: null,
    });
    expect(started.orderId).toMatch(/^event-20260502-/u);
    expect(world.orders.get(started.orderId)).toMatchObject({
      purpose: 'event',
      event: { registrationId: 'reg-1', name: FEE_NAME },
      fundId: null,
      wantsReceipt: false,
      namedInHallOfFame: false,
    });
    await expect(
      world.services.eventFeeCheckouts.startFeeCheckout({
        registrationId: 'free-1',
        method: 'card',
      }),
    ).rejects.toMatchObject({ key: 'invalidState' });
  });

  it('records a fee paid by sandbox card once, confirmed twice and told by webhook; says it is no donation', async () => {
    const world = sandboxWorld();
    world.owes('reg-2');
    const started = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-2',
      method: 'card',
    });
    const redirect = await world.sandbox.pay({ ...started, method: 'card' });
    const first = await world.services.paymentConfirmations.confirmPayment(redirect);
    const again = await world.services.paymentConfirmations.confirmPayment(redirect);
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      purpose: 'event',
      state: 'paid',
      amount: FEE,
      what: FEE_NAME,
      proofOfPayment: null,
      link: { href: '/me/events', label: '내 행사 신청 보기' },
      sandbox: true,
    });
    expect(first.message).toContain('참가 신청이 확정');
    expect(world.ledger.paid).toEqual([
      {
        registrationId: 'reg-2',
        orderId: started.orderId,
        amount: FEE,
        paidAt: expect.any(String),
      },
    ]);
    expect(world.ledger.released).toEqual([]);
    const [mail] = world.mails;
    expect(mail?.subject).toContain('행사 참가비 결제가 확인되었습니다');
    expect(`${mail?.subject ?? ''}${mail?.text ?? ''}`).not.toMatch(/기부/u);
  });

  it('gives back a fee the events feature did not keep, once, through the provider’s cancel', async () => {
    const world = sandboxWorld();
    world.owes('reg-gone');
    const started = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-gone',
      method: 'card',
    });
    // The registration is cancelled (or released past its pay-by) while the window is open.
    world.ledger.gone.add('reg-gone');
    const redirect = await world.sandbox.pay({ ...started, method: 'card' });
    const outcome = await world.services.paymentConfirmations.confirmPayment(redirect);
    expect(outcome).toMatchObject({ state: 'paid', message: UNKEPT_FEE_MESSAGE });
    expect(world.orders.get(started.orderId)?.recordedAs).toBeNull();
    expect(world.mails.at(-1)?.subject).toContain('결제하신 행사 참가비를 환불해 드립니다');

    const fees = world.services.eventFeeCheckouts;
    expect(await fees.refundUnkeptFees()).toBe(1);
    expect(await fees.refundUnkeptFees()).toBe(0);
    expect(world.orders.get(started.orderId)?.state).toBe('refunded');
    expect(world.cancels()).toEqual([
      expect.objectContaining({ idempotencyKey: `refund-${started.orderId}` }),
    ]);
  });

  it('never confirms another amount than the server’s: the order fails and its seats are released', async () => {
    const world = sandboxWorld();
    world.owes('reg-3');
    const started = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-3',
      method: 'card',
    });
    const redirect = await world.sandbox.pay({ ...started, method: 'card' });
    const outcome = await world.services.paymentConfirmations.confirmPayment({
      ...redirect,
      amount: 1_000,
    });
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toContain('참가 신청은 취소');
    expect(world.ledger.paid).toEqual([]);
    expect(world.ledger.released).toEqual([{ registrationId: 'reg-3', orderId: started.orderId }]);
  });

  it('releases an abandoned registration once, closed from the window or expired by the clock', async () => {
    const world = sandboxWorld();
    world.owes('reg-4');
    world.owes('reg-5');
    const closed = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-4',
      method: 'card',
    });
    await world.services.checkouts.abandonCheckout(closed.orderId, 'PAY_PROCESS_CANCELED');
    await world.services.checkouts.abandonCheckout(closed.orderId, 'PAY_PROCESS_CANCELED');
    const forgotten = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-5',
      method: 'transfer',
    });
    world.advanceHours(25);
    await world.services.paymentConfirmations.reconcilePayments();
    await world.services.paymentConfirmations.reconcilePayments();
    expect(world.ledger.released).toEqual([
      { registrationId: 'reg-4', orderId: closed.orderId },
      { registrationId: 'reg-5', orderId: forgotten.orderId },
    ]);
    expect(world.ledger.paid).toEqual([]);
  });

  it('refunds a paid fee through the provider’s cancel, once, however often asked; audited', async () => {
    const world = sandboxWorld();
    world.owes('reg-6');
    const started = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-6',
      method: 'card',
    });
    const redirect = await world.sandbox.pay({ ...started, method: 'card' });
    await world.services.paymentConfirmations.confirmPayment(redirect);
    const refund = await world.services.eventFeeCheckouts.refundFee(started.orderId, '참가 취소');
    const again = await world.services.eventFeeCheckouts.refundFee(started.orderId, '참가 취소');
    expect(refund).toEqual({ refunded: true, message: null });
    expect(again).toEqual({ refunded: true, message: null });
    expect(world.cancels()).toEqual([
      {
        paymentKey: redirect.paymentKey,
        reason: '참가 취소',
        idempotencyKey: `refund-${started.orderId}`,
      },
    ]);
    expect(world.orders.get(started.orderId)?.state).toBe('refunded');
    expect(world.audits.at(-1)).toEqual({
      target: started.orderId,
      detail: `paid → refunded (refund) ${FEE}원`,
    });
    const outcome = await world.services.checkouts.paymentOrder(started.orderId);
    expect(outcome).toMatchObject({ state: 'refunded', link: { href: '/me/events' } });
    expect(world.ledger.released).toEqual([]);
  });

  it('cannot refund a fee paid to the association’s own account: the office refunds by hand', async () => {
    const world = sandboxWorld();
    world.owes('reg-7', null);
    world.ledger.paths.set('reg-7', '/alumni/events/registration?t=abc.def');
    const started = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-7',
      method: 'bankTransfer',
    });
    expect(started.outcome).toMatchObject({
      state: 'awaitingDeposit',
      deposit: { bank: '신한은행', reference: expect.any(String) },
      link: { href: '/alumni/events/registration?t=abc.def', label: '참가 신청 보기' },
      member: false,
    });
    // The statement import settles the deposit through the one way an order changes.
    await new OrderEvents(world.deps).apply(
      started.orderId,
      { kind: 'paid', paymentKey: 'statement:1', amount: FEE, at: new Date().toISOString() },
      'statement',
    );
    expect(world.ledger.paid).toHaveLength(1);
    const refund = await world.services.eventFeeCheckouts.refundFee(started.orderId, '참가 취소');
    expect(refund).toEqual({ refunded: false, message: OWN_ACCOUNT_REFUND_BY_HAND });
    expect(refund.message).toMatch(/사무국에서 .* 직접 환불/u);
    expect(world.cancels()).toEqual([]);
    expect(world.orders.get(started.orderId)?.state).toBe('paid');
  });

  it('refuses a method the site does not offer, and refunds only event orders', async () => {
    const world = sandboxWorld();
    world.owes('reg-8');
    const offline = eventFeeWorld({ gateway: world.sandbox, sandbox: world.sandbox });
    Object.assign(offline.deps.checkout, { bankAccount: null });
    offline.owes('reg-8');
    await expect(
      offline.services.eventFeeCheckouts.startFeeCheckout({
        registrationId: 'reg-8',
        method: 'bankTransfer',
      }),
    ).rejects.toMatchObject({ key: 'invalidInput' });
    await expect(
      world.services.eventFeeCheckouts.refundFee('gift-20260502-unknown0000000000', '취소'),
    ).rejects.toMatchObject({
      key: 'notFound',
    });
    expect(PAYMENTS_ACTOR).toBe('payments');
  });
});

describe('event fees with Toss Payments, against its stand-in (issue 33)', () => {
  const toss = new TossStandIn();
  beforeAll(async () => {
    await toss.start();
  });
  afterAll(async () => {
    await toss.close();
  });

  function tossWorld() {
    const gateway = new TossPaymentGateway({
      clientKey: toss.clientKey,
      secretKey: toss.secretKey,
      baseUrl: toss.url,
      timeoutMs: 2_000,
    });
    return eventFeeWorld({ gateway, sandbox: null });
  }

  it('confirms the server’s amount, records the fee once, and refunds it with one cancel', async () => {
    const world = tossWorld();
    world.owes('reg-t1');
    const started = await world.services.eventFeeCheckouts.startFeeCheckout({
      registrationId: 'reg-t1',
      method: 'card',
    });
    const redirect = toss.authorize({ ...started, method: '카드' });
    await world.services.paymentConfirmations.confirmPayment(redirect);
    const outcome = await world.services.paymentConfirmations.confirmPayment(redirect);
    expect(outcome).toMatchObject({ state: 'paid', purpose: 'event', sandbox: false });
    const confirm = toss.requests.filter((request) => request.route === 'confirm').at(-1);
    expect(confirm?.body).toMatchObject({ orderId: started.orderId, amount: FEE });
    expect(world.ledger.paid).toHaveLength(1);

    const first = await world.services.eventFeeCheckouts.refundFee(
      started.orderId,
      '행사 참가 취소',
    );
    const second = await world.services.eventFeeCheckouts.refundFee(
      started.orderId,
      '행사 참가 취소',
    );
    expect([first, second]).toEqual([
      { refunded: true, message: null },
      { refunded: true, message: null },
    ]);
    const cancels = toss.requests.filter(
      (request) => request.route === 'cancel' && request.path.includes(redirect.paymentKey),
    );
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.headers['idempotency-key']).toBe(`refund-${started.orderId}`);
    expect(cancels[0]?.body).toMatchObject({ cancelReason: '행사 참가 취소' });
    expect(world.orders.get(started.orderId)?.state).toBe('refunded');
  });
});
