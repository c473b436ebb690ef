import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../../server/application/payments/ports';
import {
  SANDBOX_DECLINED_AMOUNT,
  SANDBOX_DECLINED_CARD,
  SandboxPaymentGateway,
} from '../../../../server/adapters/payments/sandbox-gateway';
import { CryptoRandom } from '../../../../server/adapters/security/crypto-random';
import { describePaymentGatewaySuite } from './payment-gateway.suite';

/** A clock the test moves: the sandbox's checkouts and virtual accounts lapse with time. */
function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
}

function sandboxWorld(options: { receiverFails?: () => boolean } = {}) {
  const clock = movableClock();
  const received: WebhookDelivery[] = [];
  const gateway = new SandboxPaymentGateway({
    clock,
    random: new CryptoRandom(),
    deliver: (delivery) => {
      if (options.receiverFails?.()) throw new Error('the receiver is down');
      received.push(delivery);
    },
  });
  return {
    clock,
    gateway,
    declinedCard: SANDBOX_DECLINED_CARD,
    donorPays: (order: Parameters<SandboxPaymentGateway['pay']>[0]) => gateway.pay(order),
    donorRegistersCard: async (customerKey: string, cardNumber = '9410-1234-5678-1234') =>
      (await gateway.registerCard({ customerKey, cardNumber })).authKey,
    donorDeposits: async (orderId: string) => {
      await gateway.deposit(orderId);
    },
    webhooks: async () => received.splice(0),
    close: async () => undefined,
  };
}

describePaymentGatewaySuite('the sandbox', async () => sandboxWorld());

const gift = (amount: number) => ({
  orderId: `gift-${randomUUID()}`,
  orderName: '장학기금 기부',
  amount,
});

describe('the sandbox provider', () => {
  it('is labelled 테스트 결제 for every screen of its checkout', () => {
    expect(sandboxWorld().gateway.checkoutSettings()).toEqual({
      provider: 'sandbox',
      label: '테스트 결제',
    });
  });

  it(`declines card payments of ${SANDBOX_DECLINED_AMOUNT}원 as over the limit, not transfers`, async () => {
    const { gateway } = sandboxWorld();
    const card = await gateway.pay({ ...gift(SANDBOX_DECLINED_AMOUNT), method: 'card' });
    await expect(gateway.confirm(card)).rejects.toMatchObject({
      code: 'REJECT_CARD_PAYMENT',
      message: '한도 초과 또는 잔액 부족으로 결제가 거절되었습니다.',
    });
    const transfer = await gateway.pay({ ...gift(SANDBOX_DECLINED_AMOUNT), method: 'transfer' });
    expect((await gateway.confirm(transfer)).status).toBe('paid');
  });

  it('refuses a confirm more than ten minutes after the checkout, as Toss does', async () => {
    const { gateway, clock } = sandboxWorld();
    const redirect = await gateway.pay({ ...gift(10_000), method: 'card' });
    clock.advance(11 * 60 * 1000);
    await expect(gateway.confirm(redirect)).rejects.toMatchObject({
      code: 'NOT_FOUND_PAYMENT_SESSION',
    });
    expect((await gateway.payment(redirect.paymentKey))?.status).toBe('expired');
  });

  it('lets a virtual account lapse at its due date: no deposit after it', async () => {
    const { gateway, clock } = sandboxWorld();
    const order = gift(20_000);
    const redirect = await gateway.pay({ ...order, method: 'virtualAccount' });
    const issued = await gateway.confirm(redirect);
    clock.advance((issued.virtualAccount?.dueDate.getTime() ?? 0) - Date.now() + 60_000);
    expect((await gateway.paymentOfOrder(order.orderId))?.status).toBe('expired');
    await expect(gateway.deposit(order.orderId)).rejects.toMatchObject({
      code: 'ALREADY_PROCESSED_PAYMENT',
    });
  });

  it('refuses a second checkout of one order and amounts that are not whole won', async () => {
    const { gateway } = sandboxWorld();
    const order = gift(10_000);
    await gateway.pay({ ...order, method: 'card' });
    await expect(gateway.pay({ ...order, method: 'card' })).rejects.toMatchObject({
      code: 'DUPLICATED_ORDER_ID',
    });
    for (const amount of [0, -1, 10.5]) {
      await expect(gateway.pay({ ...gift(amount), method: 'card' })).rejects.toMatchObject({
        code: 'INVALID_REQUEST',
      });
    }
  });

  it('registers only a card number of 15 or 16 digits, and labels the card masked', async () => {
    const { gateway } = sandboxWorld();
    await expect(
      gateway.registerCard({ customerKey: 'member-1', cardNumber: '1234' }),
    ).rejects.toMatchObject({
      code: 'INVALID_CARD_NUMBER',
      message: '카드 번호를 다시 확인해 주세요.',
    });
    const { authKey } = await gateway.registerCard({
      customerKey: 'member-1',
      cardNumber: '9410 1234 5678 4321',
    });
    const card = await gateway.issueBillingKey({ authKey, customerKey: 'member-1' });
    expect(card.cardLabel).toBe('테스트카드 9410-****-****-4321');
  });

  it('keeps a webhook its receiver failed, and sends it again', async () => {
    let down = true;
    const world = sandboxWorld({ receiverFails: () => down });
    const order = gift(10_000);
    const redirect = await world.gateway.pay({ ...order, method: 'card' });
    await world.gateway.confirm(redirect);
    expect(world.gateway.undelivered()).toHaveLength(1);
    down = false;
    await world.gateway.redeliver();
    expect(world.gateway.undelivered()).toHaveLength(0);
    const [delivery] = await world.webhooks();
    expect(world.gateway.readWebhook(delivery ?? { headers: {}, body: null })).toMatchObject({
      kind: 'paymentStatusChanged',
      orderId: order.orderId,
      status: 'paid',
    });
  });
});
