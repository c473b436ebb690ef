import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentDeclined,
  type CheckoutMethod,
  type CheckoutRedirect,
  type PaymentGateway,
  type PaymentWebhookEvent,
  type WebhookDelivery,
} from '../../../../server/application/payments/ports';

/**
 * What a provider behind the payment port must do (issue 31, item 2), run against the sandbox
 * and against the Toss adapter over the stand-in of Toss's API. The world plays the donor: the
 * checkout in the browser, the card registration, the deposit at the bank.
 */
export interface GatewayWorld {
  readonly gateway: PaymentGateway;
  /** A card number the provider declines (each documents its own). */
  readonly declinedCard: string;
  donorPays(order: {
    orderId: string;
    orderName: string;
    amount: number;
    method: CheckoutMethod;
    cardNumber?: string;
  }): Promise<CheckoutRedirect>;
  donorRegistersCard(customerKey: string, cardNumber?: string): Promise<string>;
  donorDeposits(orderId: string): Promise<void>;
  /** The webhook deliveries received since the last call, as the HTTP layer would hand them. */
  webhooks(): Promise<WebhookDelivery[]>;
  close(): Promise<void>;
}

export type MakeGatewayWorld = () => Promise<GatewayWorld>;

const order = (amount = 50_000) => ({
  orderId: `gift-${randomUUID()}`,
  orderName: '장학기금 기부',
  amount,
});

export function describePaymentGatewaySuite(name: string, makeWorld: MakeGatewayWorld): void {
  describe(`the payment port (${name})`, () => {
    let world: GatewayWorld;
    let gateway: PaymentGateway;

    beforeEach(async () => {
      world = await makeWorld();
      gateway = world.gateway;
    });

    afterEach(async () => {
      await world.close();
    });

    const events = async (): Promise<PaymentWebhookEvent[]> =>
      (await world.webhooks())
        .map((delivery) => gateway.readWebhook(delivery))
        .filter((event): event is PaymentWebhookEvent => event !== null);

    it('names its provider in what the checkout needs', () => {
      expect(gateway.checkoutSettings().provider).toBe(gateway.provider);
    });

    it('confirms a card payment of the order’s amount, and finds it by key and by order', async () => {
      const gift = order(50_000);
      const redirect = await world.donorPays({ ...gift, method: 'card' });
      expect(redirect).toMatchObject({ orderId: gift.orderId, amount: 50_000 });
      const paid = await gateway.confirm({ ...redirect, amount: gift.amount });
      expect(paid).toMatchObject({
        provider: gateway.provider,
        paymentKey: redirect.paymentKey,
        orderId: gift.orderId,
        status: 'paid',
        amount: 50_000,
        balanceAmount: 50_000,
        method: 'card',
        virtualAccount: null,
      });
      expect(paid.approvedAt).toBeInstanceOf(Date);
      expect(await gateway.payment(redirect.paymentKey)).toEqual(paid);
      expect(await gateway.paymentOfOrder(gift.orderId)).toEqual(paid);
      expect(await gateway.paymentOfOrder(`gift-${randomUUID()}`)).toBeNull();
      expect(await gateway.payment('no-such-payment-key')).toBeNull();
    });

    it('refuses a confirm of another amount than the checkout’s, and nothing is paid', async () => {
      const gift = order(50_000);
      const redirect = await world.donorPays({ ...gift, method: 'card' });
      await expect(gateway.confirm({ ...redirect, amount: 500 })).rejects.toBeInstanceOf(
        PaymentDeclined,
      );
      expect((await gateway.paymentOfOrder(gift.orderId))?.status).toBe('pending');
    });

    it('answers a confirm sent again with the same payment, charged once', async () => {
      const gift = order(30_000);
      const redirect = await world.donorPays({ ...gift, method: 'card' });
      const first = await gateway.confirm(redirect);
      const again = await gateway.confirm(redirect);
      expect(again).toMatchObject({ paymentKey: first.paymentKey, status: 'paid', amount: 30_000 });
      // The same key under another order is not this payment.
      await expect(
        gateway.confirm({ ...redirect, orderId: `gift-${randomUUID()}` }),
      ).rejects.toBeInstanceOf(PaymentDeclined);
    });

    it('declines a refused card with the provider’s code and a Korean message for the donor', async () => {
      const gift = order();
      const redirect = await world.donorPays({
        ...gift,
        method: 'card',
        cardNumber: world.declinedCard,
      });
      const refusal = await gateway.confirm(redirect).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(PaymentDeclined);
      expect(refusal).toMatchObject({ code: 'REJECT_CARD_COMPANY', retryable: false });
      expect((refusal as Error).message).toMatch(/카드사에서 결제를 거절했습니다/u);
      expect((await gateway.paymentOfOrder(gift.orderId))?.status).toBe('failed');
    });

    it('issues a virtual account at confirm and is paid by the deposit callback carrying its secret', async () => {
      const gift = order(100_000);
      const redirect = await world.donorPays({ ...gift, method: 'virtualAccount' });
      const issued = await gateway.confirm(redirect);
      expect(issued).toMatchObject({ status: 'awaitingDeposit', method: 'virtualAccount' });
      const account = issued.virtualAccount;
      expect(account?.bank).toMatch(/은행$/u);
      expect(account?.accountNumber).toMatch(/\d{6,}/u);
      expect(account?.dueDate.getTime()).toBeGreaterThan(Date.now());
      expect(account?.depositSecret).toEqual(expect.any(String));
      await world.webhooks();

      await world.donorDeposits(gift.orderId);
      const received = await events();
      expect(received).toContainEqual(
        expect.objectContaining({
          kind: 'depositCallback',
          orderId: gift.orderId,
          status: 'paid',
          secret: account?.depositSecret,
        }),
      );
      expect(received).toContainEqual(
        expect.objectContaining({
          kind: 'paymentStatusChanged',
          paymentKey: redirect.paymentKey,
          status: 'paid',
        }),
      );
      // The webhook is a hint: the payment read again is the fact.
      expect(await gateway.paymentOfOrder(gift.orderId)).toMatchObject({
        status: 'paid',
        amount: 100_000,
      });
    });

    it('issues a billing key once per registration and charges it once per order id', async () => {
      const customerKey = `member-${randomUUID()}`;
      const authKey = await world.donorRegistersCard(customerKey);
      const card = await gateway.issueBillingKey({ authKey, customerKey });
      expect(card.customerKey).toBe(customerKey);
      expect(card.billingKey).not.toBe('');
      expect(card.cardLabel).toMatch(/카드/u);
      await expect(gateway.issueBillingKey({ authKey, customerKey })).rejects.toBeInstanceOf(
        PaymentDeclined,
      );

      const month = { ...order(10_000), orderName: '정기 기부 2026년 11월' };
      const charge = { billingKey: card.billingKey, customerKey, ...month };
      const paid = await gateway.chargeBillingKey(charge);
      expect(paid).toMatchObject({ status: 'paid', amount: 10_000, orderId: month.orderId });
      const again = await gateway.chargeBillingKey(charge);
      expect(again.paymentKey).toBe(paid.paymentKey);
      expect(await gateway.paymentOfOrder(month.orderId)).toMatchObject({
        paymentKey: paid.paymentKey,
        balanceAmount: 10_000,
      });
      await expect(
        gateway.chargeBillingKey({
          ...charge,
          orderId: `gift-${randomUUID()}`,
          customerKey: 'someone-else',
        }),
      ).rejects.toMatchObject({ code: 'NOT_MATCHES_CUSTOMER_KEY' });
    });

    it('declines a charge of a refused card, and the failed order is found as failed', async () => {
      const customerKey = `member-${randomUUID()}`;
      const authKey = await world.donorRegistersCard(customerKey, world.declinedCard);
      const card = await gateway.issueBillingKey({ authKey, customerKey });
      const month = order(10_000);
      await expect(
        gateway.chargeBillingKey({ billingKey: card.billingKey, customerKey, ...month }),
      ).rejects.toMatchObject({ code: 'REJECT_CARD_COMPANY' });
      expect((await gateway.paymentOfOrder(month.orderId))?.status).toBe('failed');
    });

    it('cancels part then the rest, once per idempotency key, never beyond the balance', async () => {
      const gift = order(50_000);
      const redirect = await world.donorPays({ ...gift, method: 'card' });
      await gateway.confirm(redirect);
      const part = { paymentKey: redirect.paymentKey, reason: '기부자 요청', amount: 20_000 };
      const partly = await gateway.cancel({ ...part, idempotencyKey: 'cancel-1' });
      expect(partly).toMatchObject({ status: 'partiallyCancelled', balanceAmount: 30_000 });
      const repeated = await gateway.cancel({ ...part, idempotencyKey: 'cancel-1' });
      expect(repeated.balanceAmount).toBe(30_000);
      await expect(
        gateway.cancel({ ...part, amount: 40_000, idempotencyKey: 'cancel-2' }),
      ).rejects.toMatchObject({ code: 'NOT_CANCELABLE_AMOUNT' });
      const whole = await gateway.cancel({
        paymentKey: redirect.paymentKey,
        reason: '기부자 요청',
        idempotencyKey: 'cancel-3',
      });
      expect(whole).toMatchObject({ status: 'cancelled', balanceAmount: 0, amount: 50_000 });
    });

    it('reads its own status webhooks and nothing that is not one', async () => {
      const gift = order();
      const redirect = await world.donorPays({ ...gift, method: 'card' });
      await gateway.confirm(redirect);
      expect(await events()).toContainEqual(
        expect.objectContaining({
          kind: 'paymentStatusChanged',
          paymentKey: redirect.paymentKey,
          orderId: gift.orderId,
          status: 'paid',
        }),
      );
      for (const body of [
        '',
        'not json',
        '[]',
        '{}',
        { eventType: 'PAYMENT_STATUS_CHANGED' },
        42,
      ]) {
        expect(gateway.readWebhook({ headers: {}, body })).toBeNull();
      }
    });
  });
}
