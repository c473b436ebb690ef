import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { STAND_IN_DECLINED_CARD, TossStandIn } from '../../../../support/toss-stand-in';
import { expectSuccess } from '../../../support/auth-helpers';
import { as, type SignedInMember, signIn, signedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { aGift, yearTotal } from '../../../support/payments';

type Outcome = DataOf<'paymentOrder'>;

/** A lost answer: the stand-in answers confirm later than the server waits. */
const TIMEOUT_MS = 300;

/**
 * Issue 31's check against the Toss stand-in (test/support/toss-stand-in.ts), through the whole
 * server: confirm, webhook duplicates and out-of-order delivery, a confirm whose answer is lost
 * settled by reconciliation — one donation each time.
 */
describe.each(dialects())('기부하기 with Toss Payments, against its stand-in (%s)', (dialect) => {
  const toss = new TossStandIn();
  beforeAll(async () => {
    await toss.start();
  });
  afterAll(async () => {
    await toss.close();
  });
  const server = useTestServer(dialect, {
    env: () => ({
      PAYMENTS_CLIENT_KEY: toss.clientKey,
      PAYMENTS_SECRET_KEY: toss.secretKey,
      PAYMENTS_API_URL: toss.url,
      PAYMENTS_API_TIMEOUT_MS: String(TIMEOUT_MS),
    }),
  });

  async function authorized(method: '카드' | '가상계좌', cardNumber?: string) {
    const order = expectSuccess(
      await server.call<DataOf<'startCheckout'>>('startCheckout', {
        body: aGift({ method: method === '카드' ? 'card' : 'virtualAccount' }),
      }),
    );
    toss.webhookUrl = new URL('/api/public/payments/webhook', server.baseUrl).toString();
    return toss.authorize({
      orderId: order.orderId,
      orderName: order.orderName,
      amount: order.amount,
      method,
      ...(cardNumber ? { cardNumber } : {}),
    });
  }

  it('offers Toss with its client key; no demo account and no sandbox', async () => {
    const options = expectSuccess(await server.call<DataOf<'checkoutOptions'>>('checkoutOptions'));
    expect(options).toMatchObject({
      provider: 'toss',
      clientKey: toss.clientKey,
      methods: ['card', 'transfer', 'virtualAccount'],
      bankAccount: null,
    });
    const redirect = await authorized('카드');
    expect(
      (await server.call('sandboxPay', { body: { orderId: redirect.orderId, method: 'card' } }))
        .status,
    ).toBe(404);
  });

  it('confirms with the order’s amount and the secret key; webhooks sent three times record nothing more', async () => {
    const before = await yearTotal(server);
    const redirect = await authorized('카드');
    const outcome = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(outcome).toMatchObject({ state: 'paid', sandbox: false, amount: 30_000 });
    const confirm = toss.requests.filter((request) => request.route === 'confirm').at(-1);
    expect(confirm?.body).toMatchObject({ orderId: redirect.orderId, amount: 30_000 });
    await toss.flushWebhooks({ times: 3 });
    expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(await yearTotal(server)).toBe(before + 30_000);
  });

  it('a virtual account’s deposit arrives by webhooks, out of order and repeated: one gift', async () => {
    const before = await yearTotal(server);
    const redirect = await authorized('가상계좌');
    const waiting = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(waiting.state).toBe('awaitingDeposit');
    expect(waiting.deposit?.accountNumber).toBeTruthy();
    await toss.flushWebhooks();
    toss.deposit(redirect.orderId);
    await toss.flushWebhooks({ reversed: true, times: 2 });
    const paid = expectSuccess(
      await server.call<Outcome>('paymentOrder', { params: { orderId: redirect.orderId } }),
    );
    expect(paid.state).toBe('paid');
    expect(await yearTotal(server)).toBe(before + 30_000);
  });

  it('drops a deposit callback whose secret is not the virtual account’s', async () => {
    const redirect = await authorized('가상계좌');
    expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    const forged = await server.call('paymentWebhook', {
      body: {
        createdAt: new Date().toISOString(),
        secret: 'forged',
        status: 'DONE',
        orderId: redirect.orderId,
      },
    });
    expect(forged.status).toBe(200);
    const order = expectSuccess(
      await server.call<Outcome>('paymentOrder', { params: { orderId: redirect.orderId } }),
    );
    expect(order.state).toBe('awaitingDeposit');
  });

  it('a confirm whose answer is lost stays pending, then reconciliation records it once', async () => {
    const before = await yearTotal(server);
    const redirect = await authorized('카드');
    toss.delayNext('confirm', TIMEOUT_MS * 4);
    const pending = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(pending.state).toBe('confirming');
    expect(await yearTotal(server)).toBe(before);
    server.clock.advance(2 * 60_000);
    await server.runtime.services.paymentConfirmations.reconcilePayments();
    await server.runtime.services.paymentConfirmations.reconcilePayments();
    const settled = expectSuccess(
      await server.call<Outcome>('paymentOrder', { params: { orderId: redirect.orderId } }),
    );
    expect(settled.state).toBe('paid');
    expect(await yearTotal(server)).toBe(before + 30_000);
  });

  it('a confirm refused before it reached Toss is sent again by reconciliation', async () => {
    const before = await yearTotal(server);
    const redirect = await authorized('카드');
    toss.failNext('confirm', 500, 'PROVIDER_ERROR');
    const pending = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(pending.state).toBe('confirming');
    server.clock.advance(2 * 60_000);
    await server.runtime.services.paymentConfirmations.reconcilePayments();
    expect(await yearTotal(server)).toBe(before + 30_000);
  });

  it('a card Toss declines records nothing and closes the order', async () => {
    const before = await yearTotal(server);
    const redirect = await authorized('카드', STAND_IN_DECLINED_CARD);
    const outcome = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toMatch(/기록되지 않았습니다/u);
    expect(await yearTotal(server)).toBe(before);
  });

  async function tossPledge(member: SignedInMember): Promise<DataOf<'registerPledgeCard'>> {
    const started = expectSuccess(
      await server.call<DataOf<'startCheckout'>>('startCheckout', {
        ...as(member),
        body: aGift({
          purpose: 'pledge',
          amount: 10_000,
          chargeDay: 10,
          donor: { name: member.name, phone: '010-3333-4444', email: member.email },
        }),
      }),
    );
    const registration = started.cardRegistration;
    if (!registration) throw new Error('no card registration');
    const authKey = toss.registerCard(registration.customerKey);
    return expectSuccess(
      await server.call<DataOf<'registerPledgeCard'>>('registerPledgeCard', {
        ...as(member),
        body: { pledgeId: registration.pledgeId, authKey, customerKey: registration.customerKey },
      }),
    );
  }

  it('issues a billing key and charges the first month through it, with the order id as the idempotency key', async () => {
    const before = await yearTotal(server);
    const member = await signedInMember(server);
    const pledge = await tossPledge(member);
    expect(pledge).toMatchObject({ state: 'active', charges: [{ state: 'paid' }] });
    const charge = toss.requests.filter((request) => request.route === 'chargeBillingKey').at(-1);
    expect(charge?.body).toMatchObject({ amount: 10_000, customerKey: expect.any(String) });
    expect(charge?.headers['idempotency-key']).toBe((charge?.body as { orderId: string }).orderId);
    expect(await yearTotal(server)).toBe(before + 10_000);
  });

  it('a charge whose answer is lost is asked about, never charged twice', async () => {
    const member = await signedInMember(server);
    toss.delayNext('chargeBillingKey', TIMEOUT_MS * 4);
    const pledge = await tossPledge(member);
    expect(pledge.charges[0]?.state).toBe('pending');
    // The claim lapses; the next pass asks Toss about the order and finds it charged.
    server.clock.advance(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));
    await server.runtime.services.pledgeCharging.chargeDuePledges();
    const again = await signIn(server, member);
    const [after] = expectSuccess(await server.call<DataOf<'myPledges'>>('myPledges', as(again)));
    expect(after?.charges[0]?.state).toBe('paid');
    const orderId = toss.requests
      .filter((request) => request.route === 'chargeBillingKey')
      .map((request) => (request.body as { orderId: string }).orderId)
      .at(-1);
    expect(toss.paymentsOfOrder(orderId ?? '')).toBe(1);
  });
});
