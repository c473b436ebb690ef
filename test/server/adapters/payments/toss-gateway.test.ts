import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentDeclined,
  PaymentUnreachable,
  type CheckoutMethod,
  type PaymentWebhookEvent,
  type WebhookDelivery,
} from '../../../../server/application/payments/ports';
import { TossPaymentGateway } from '../../../../server/adapters/payments/toss-gateway';
import { STAND_IN_DECLINED_CARD, TossStandIn } from '../../../support/toss-stand-in';
import { describePaymentGatewaySuite } from './payment-gateway.suite';

const TOSS_METHOD: Record<CheckoutMethod, '카드' | '계좌이체' | '가상계좌'> = {
  card: '카드',
  transfer: '계좌이체',
  virtualAccount: '가상계좌',
};

/** A webhook URL on loopback: what our server's route would receive. */
async function webhookReceiver() {
  const received: WebhookDelivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function tossWorld(timeoutMs = 2_000) {
  const standIn = await new TossStandIn().start();
  const receiver = await webhookReceiver();
  standIn.webhookUrl = receiver.url;
  const gateway = new TossPaymentGateway({
    clientKey: standIn.clientKey,
    secretKey: standIn.secretKey,
    baseUrl: standIn.url,
    timeoutMs,
  });
  return {
    standIn,
    gateway,
    declinedCard: STAND_IN_DECLINED_CARD,
    donorPays: async (order: {
      orderId: string;
      orderName: string;
      amount: number;
      method: CheckoutMethod;
      cardNumber?: string;
    }) => standIn.authorize({ ...order, method: TOSS_METHOD[order.method] }),
    donorRegistersCard: async (customerKey: string, cardNumber?: string) =>
      standIn.registerCard(customerKey, cardNumber),
    donorDeposits: async (orderId: string) => standIn.deposit(orderId),
    webhooks: async () => {
      await standIn.flushWebhooks();
      return receiver.received.splice(0);
    },
    close: async () => {
      await standIn.close();
      await receiver.close();
    },
  };
}

describePaymentGatewaySuite('Toss Payments over the stand-in', () => tossWorld());

const gift = (amount = 50_000) => ({
  orderId: `gift-${randomUUID()}`,
  orderName: '장학기금 기부',
  amount,
});

describe('the Toss Payments adapter', () => {
  let world: Awaited<ReturnType<typeof tossWorld>>;

  beforeEach(async () => {
    world = await tossWorld(300);
  });

  afterEach(async () => {
    await world.close();
  });

  it('authenticates with the secret key as Basic auth, and hands the browser only the client key', async () => {
    await world.gateway.paymentOfOrder('gift-none');
    const [request] = world.standIn.requests;
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${world.standIn.secretKey}:`).toString('base64')}`,
    );
    const settings = world.gateway.checkoutSettings();
    expect(settings).toMatchObject({ provider: 'toss', clientKey: world.standIn.clientKey });
    expect(JSON.stringify(settings)).not.toContain(world.standIn.secretKey);
  });

  it('is refused with a wrong secret key, without the key in the error', async () => {
    const gateway = new TossPaymentGateway({
      clientKey: world.standIn.clientKey,
      secretKey: 'test_sk_wrongKey123',
      baseUrl: world.standIn.url,
    });
    const error = await gateway.paymentOfOrder('gift-none').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED_KEY' });
    expect(String((error as Error).message) + String((error as Error).stack)).not.toContain(
      'test_sk_wrongKey123',
    );
  });

  it('treats a confirm answered too late as unreachable; asking for the order then finds it paid', async () => {
    const order = gift();
    const redirect = world.donorPays({ ...order, method: 'card' });
    world.standIn.delayNext('confirm', 800);
    const lost = await world.gateway.confirm(await redirect).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(PaymentUnreachable);
    expect((lost as PaymentUnreachable).reason).toBe('confirm: timed out');
    expect((lost as Error).message).toMatch(/결제 결과를 확인한 뒤/u);
    // Reconciliation: the provider did it.
    expect(await world.gateway.paymentOfOrder(order.orderId)).toMatchObject({
      status: 'paid',
      amount: order.amount,
    });
    // And a confirm sent again answers the same payment.
    expect((await world.gateway.confirm(await redirect)).status).toBe('paid');
  });

  it('charges a billing key once when the first answer is lost and the charge is sent again', async () => {
    const customerKey = `member-${randomUUID()}`;
    const card = await world.gateway.issueBillingKey({
      authKey: world.standIn.registerCard(customerKey),
      customerKey,
    });
    expect(card.cardLabel).toBe('신한카드 4330-1234-****-123*');
    const month = gift(10_000);
    const charge = { billingKey: card.billingKey, customerKey, ...month };
    world.standIn.delayNext('chargeBillingKey', 800);
    await expect(world.gateway.chargeBillingKey(charge)).rejects.toBeInstanceOf(PaymentUnreachable);
    const paid = await world.gateway.chargeBillingKey(charge);
    expect(paid.status).toBe('paid');
    expect(world.standIn.paymentsOfOrder(month.orderId)).toBe(1);
    const charges = world.standIn.requests.filter((r) => r.route === 'chargeBillingKey');
    expect(charges.map((r) => r.headers['idempotency-key'])).toEqual([
      month.orderId,
      month.orderId,
    ]);
  });

  it('sends the cancellation’s idempotency key', async () => {
    const redirect = world.donorPays({ ...gift(), method: 'card' });
    await world.gateway.confirm(await redirect);
    await world.gateway.cancel({
      paymentKey: (await redirect).paymentKey,
      reason: '기부자 요청',
      idempotencyKey: 'refund-7',
    });
    const cancel = world.standIn.requests.find((r) => r.route === 'cancel');
    expect(cancel?.headers['idempotency-key']).toBe('refund-7');
    expect(cancel?.body).toEqual({ cancelReason: '기부자 요청' });
  });

  it.each([
    [500, 'FAILED_INTERNAL_SYSTEM_PROCESSING'],
    [502, 'BAD_GATEWAY'],
  ])('treats an answer %i as unreachable: the outcome is unknown', async (status, code) => {
    const redirect = await world.donorPays({ ...gift(), method: 'card' });
    world.standIn.failNext('confirm', status, code);
    await expect(world.gateway.confirm(redirect)).rejects.toBeInstanceOf(PaymentUnreachable);
  });

  it('treats an approval it cannot read as unreachable, to be reconciled', async () => {
    const redirect = await world.donorPays({ ...gift(), method: 'card' });
    // A 200 whose body is not a Payment (a proxy's page, a cut answer).
    world.standIn.failNext('confirm', 200, 'NOT_A_PAYMENT');
    await expect(world.gateway.confirm(redirect)).rejects.toMatchObject({
      name: 'PaymentUnreachable',
      reason: 'an answer that is not a Payment',
    });
  });

  it('treats a refused connection as unreachable', async () => {
    const gateway = new TossPaymentGateway({
      clientKey: 'test_ck_x',
      secretKey: 'test_sk_x',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(gateway.payment('any')).rejects.toMatchObject({
      name: 'PaymentUnreachable',
      reason: 'payment: network error',
    });
  });

  it.each([
    [
      'REJECT_CARD_COMPANY',
      '카드사에서 결제를 거절했습니다. 카드사에 문의하시거나 다른 카드로 결제해 주세요.',
      false,
    ],
    ['INVALID_CARD_EXPIRATION', '카드 유효기간을 다시 확인해 주세요.', false],
    [
      'EXCEED_MAX_AMOUNT',
      '결제 한도를 넘는 금액입니다. 금액을 줄이거나 다른 결제 수단을 이용해 주세요.',
      false,
    ],
    ['NOT_FOUND_PAYMENT_SESSION', '결제 시간이 지났습니다. 처음부터 다시 결제해 주세요.', false],
    ['PROVIDER_ERROR', '결제 회사에 일시적인 오류가 있습니다. 잠시 후 다시 시도해 주세요.', true],
    [
      'SOMETHING_NEW',
      '결제가 처리되지 않았습니다. 잠시 후 다시 시도하시거나 다른 결제 수단을 이용해 주세요.',
      false,
    ],
  ])('declines %s with a message for the donor', async (code, message, retryable) => {
    const redirect = await world.donorPays({ ...gift(), method: 'card' });
    world.standIn.failNext('confirm', 400, code, 'Toss의 가맹점용 메시지');
    const error = await world.gateway.confirm(redirect).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error).toMatchObject({ code, message, retryable });
  });

  it('declines a call over the rate limit as one to send again later', async () => {
    world.standIn.failNext('paymentByOrder', 429, 'TOO_MANY_REQUESTS', '요청이 너무 많습니다.');
    await expect(world.gateway.paymentOfOrder('gift-any')).rejects.toMatchObject({
      name: 'PaymentDeclined',
      code: 'TOO_MANY_REQUESTS',
      retryable: true,
      message: '결제 회사에 일시적인 오류가 있습니다. 잠시 후 다시 시도해 주세요.',
    });
  });

  it('reads duplicate and out-of-order webhook deliveries as the same events', async () => {
    const card = gift();
    await world.gateway.confirm(await world.donorPays({ ...card, method: 'card' }));
    const account = gift(70_000);
    const issued = await world.gateway.confirm(
      await world.donorPays({ ...account, method: 'virtualAccount' }),
    );
    world.standIn.deposit(account.orderId);

    const read = (deliveries: WebhookDelivery[]) =>
      deliveries.map((delivery) => world.gateway.readWebhook(delivery));
    const key = (event: PaymentWebhookEvent | null) => JSON.stringify(event);
    // Toss's queue as it stands, sent twice each and newest first.
    const standIn = world.standIn;
    const receiver = await webhookReceiver();
    standIn.webhookUrl = receiver.url;
    expect(await standIn.flushWebhooks({ times: 2, reversed: true })).toBe(8);
    const events = read(receiver.received);
    await receiver.close();
    expect(events).not.toContain(null);
    const distinct = [...new Set(events.map(key))].map((text) => JSON.parse(text) as object);
    expect(distinct).toHaveLength(4);
    // Newest first: the deposit is read before the account it pays was issued.
    expect(events[0]).toMatchObject({
      kind: 'paymentStatusChanged',
      status: 'paid',
      orderId: account.orderId,
    });
    expect(distinct).toContainEqual(
      expect.objectContaining({
        kind: 'depositCallback',
        orderId: account.orderId,
        secret: issued.virtualAccount?.depositSecret,
        status: 'paid',
      }),
    );
    expect(distinct).toContainEqual(
      expect.objectContaining({ kind: 'paymentStatusChanged', status: 'awaitingDeposit' }),
    );
    // Whatever the order, re-reading the payment gives the final state.
    expect((await world.gateway.paymentOfOrder(account.orderId))?.status).toBe('paid');
  });

  it.each<[string, unknown]>([
    ['an empty body', ''],
    ['broken JSON', '{"eventType":'],
    ['an unknown event', { eventType: 'PAYOUT_STATUS_CHANGED', data: {} }],
    [
      'a status change without its payment key',
      { eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: 'x', status: 'DONE' } },
    ],
    [
      'a status change of an unknown status',
      {
        eventType: 'PAYMENT_STATUS_CHANGED',
        data: { paymentKey: 'k', orderId: 'x', status: 'PAID' },
      },
    ],
    [
      'a deposit callback without its secret',
      { orderId: 'x', status: 'DONE', createdAt: '2026-11-28T10:00:00' },
    ],
  ])('reads %s as no event', (_name, body) => {
    expect(world.gateway.readWebhook({ headers: {}, body })).toBeNull();
  });

  it('reads a deposit callback flat as Toss sends it, or in an event envelope', () => {
    const data = { secret: 's3cr3t', status: 'DONE', transactionKey: 't', orderId: 'gift-1' };
    const expected = {
      kind: 'depositCallback',
      orderId: 'gift-1',
      secret: 's3cr3t',
      status: 'paid',
    };
    expect(
      world.gateway.readWebhook({
        headers: {},
        body: { createdAt: '2026-11-28T10:00:00+09:00', ...data },
      }),
    ).toMatchObject({ ...expected, occurredAt: new Date('2026-11-28T01:00:00Z') });
    expect(
      world.gateway.readWebhook({ headers: {}, body: { eventType: 'DEPOSIT_CALLBACK', data } }),
    ).toMatchObject(expected);
  });
});
