import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import type { CheckoutRequest } from '../../../../../src/domain/payments';
import { aGift, yearTotal } from '../../../support/payments';
import { SANDBOX_DECLINED_CARD } from '../../../../../server/adapters/payments/sandbox-gateway';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { as, signedInMember } from '../../../support/members';
import { dialects, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

type Outcome = DataOf<'paymentOrder'>;

async function started(server: TestServer, request: CheckoutRequest, token?: string) {
  return expectSuccess(
    await server.call<DataOf<'startCheckout'>>('startCheckout', {
      body: request,
      ...(token ? { token } : {}),
    }),
  );
}

async function paidBySandbox(
  server: TestServer,
  orderId: string,
  method: 'card' | 'transfer' | 'virtualAccount' = 'card',
  cardNumber = '4330123412341234',
) {
  return expectSuccess(
    await server.call<DataOf<'sandboxPay'>>('sandboxPay', {
      body: { orderId, method, ...(method === 'card' ? { cardNumber } : {}) },
    }),
  );
}

/**
 * Issue 31, items 1–3, with the sandbox provider `npm start` uses: the redirect → confirm →
 * webhook contract, one donation however often it is confirmed, the server's amount only.
 */
describe.each(dialects())('기부하기 with the sandbox provider (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('offers the sandbox, its methods, the open funds and the demo account', async () => {
    const options = expectSuccess(await server.call<DataOf<'checkoutOptions'>>('checkoutOptions'));
    expect(options).toMatchObject({
      provider: 'sandbox',
      clientKey: null,
      methods: ['card', 'transfer', 'virtualAccount', 'bankTransfer'],
      bankAccount: { bank: '한빛은행', accountNumber: '123-456-789012' },
      member: null,
    });
    expect(options.funds.map((fund) => fund.fundId)).toContain('general');
  });

  it('a visitor gives 30,000원 by card: confirmed twice, recorded once', async () => {
    const before = await yearTotal(server);
    const order = await started(server, aGift());
    expect(order).toMatchObject({ amount: 30_000, method: 'card', outcome: null });
    expect(order.orderName).toBe('장학기금 기부 3만원');
    const redirect = await paidBySandbox(server, order.orderId);
    expect(redirect).toMatchObject({ orderId: order.orderId, amount: 30_000 });

    const first = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(first).toMatchObject({ state: 'paid', amount: 30_000, what: '장학기금', sandbox: true });
    expect(first.proofOfPayment).toBe('donationReceipt');
    expect(first.emailMasked).toBe('g***@example.com');
    // The donor reloads the success page: nothing more is recorded.
    const again = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(again.state).toBe('paid');
    expect(await yearTotal(server)).toBe(before + 30_000);

    const mails = server.mails().filter((mail) => mail.to.includes('giver@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('[테스트 결제]');
    expect(mails[0]?.text).toContain('30,000원');
  });

  it('never confirms another amount than the order’s', async () => {
    const before = await yearTotal(server);
    const order = await started(server, aGift());
    const redirect = await paidBySandbox(server, order.orderId);
    const outcome = expectSuccess(
      await server.call<Outcome>('confirmPayment', { body: { ...redirect, amount: 300 } }),
    );
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toContain('금액');
    expect(await yearTotal(server)).toBe(before);
  });

  it('a declined card records nothing and says why in Korean', async () => {
    const before = await yearTotal(server);
    const order = await started(server, aGift());
    const redirect = await paidBySandbox(server, order.orderId, 'card', SANDBOX_DECLINED_CARD);
    const outcome = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toMatch(/기부나 회비 납부로 기록되지 않았습니다/u);
    expect(await yearTotal(server)).toBe(before);
  });

  it('a virtual account waits for the deposit, which is recorded once', async () => {
    const before = await yearTotal(server);
    const order = await started(server, aGift({ method: 'virtualAccount' }));
    const redirect = await paidBySandbox(server, order.orderId, 'virtualAccount');
    const waiting = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(waiting.state).toBe('awaitingDeposit');
    expect(waiting.deposit).toMatchObject({ reference: null });
    expect(waiting.deposit?.accountNumber).toMatch(/\d/u);
    const paid = expectSuccess(
      await server.call<Outcome>('sandboxDeposit', { body: { orderId: order.orderId } }),
    );
    expect(paid.state).toBe('paid');
    // The webhook of the deposit arrives too (the sandbox delivers it): still one gift.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await yearTotal(server)).toBe(before + 30_000);
  });

  it('the association’s own account answers at once with the account and a reference', async () => {
    const order = await started(server, aGift({ method: 'bankTransfer' }));
    expect(order.outcome).toMatchObject({
      state: 'awaitingDeposit',
      deposit: { bank: '한빛은행', accountNumber: '123-456-789012' },
    });
    expect(order.outcome?.deposit?.reference).toMatch(/^[0-9A-Z]{7}$/u);
    expectRefusal(
      await server.call('confirmPayment', {
        body: { paymentKey: 'none', orderId: order.orderId, amount: 30_000 },
      }),
      'invalidState',
    );
  });

  it('the donor closes the window: cancelled, nothing recorded', async () => {
    const order = await started(server, aGift());
    const outcome = expectSuccess(
      await server.call<Outcome>('abandonCheckout', {
        body: { orderId: order.orderId, code: 'PAY_PROCESS_CANCELED' },
      }),
    );
    expect(outcome).toMatchObject({ state: 'cancelled' });
    expect(outcome.message).toMatch(/취소/u);
    expectSuccess(
      await server.call<Outcome>('paymentOrder', { params: { orderId: order.orderId } }),
    );
  });

  it('refuses a checkout the domain refuses, with its Korean sentence, changing nothing', async () => {
    expectRefusal(
      await server.call('startCheckout', {
        body: aGift({ consents: { terms: false, privacy: true } }),
      }),
      'invalidInput',
    );
    expectRefusal(
      await server.call('startCheckout', { body: aGift({ fundId: 'no-such-fund' }) }),
      'invalidInput',
    );
    expectRefusal(
      await server.call('startCheckout', { body: aGift({ amount: 0 }) }),
      'invalidInput',
    );
    expectRefusal(
      await server.call('paymentOrder', { params: { orderId: 'gift-20260101-nothing' } }),
      'notFound',
    );
  });

  it('a member’s gift shows in 내 기부 내역, with their details prefilled', async () => {
    const member = await signedInMember(server);
    const options = expectSuccess(
      await server.call<DataOf<'checkoutOptions'>>('checkoutOptions', as(member)),
    );
    expect(options.member).toMatchObject({ name: member.name, email: member.email });
    const order = await started(
      server,
      aGift({ donor: { name: member.name, phone: '010-2222-3333', email: member.email } }),
      member.accessToken,
    );
    const redirect = await paidBySandbox(server, order.orderId);
    const outcome = expectSuccess(await server.call<Outcome>('confirmPayment', { body: redirect }));
    expect(outcome).toMatchObject({ state: 'paid', member: true });
    const mine = expectSuccess(
      await server.call<DataOf<'getMyContributions'>>('getMyContributions', as(member)),
    );
    expect(mine.items.map((gift) => gift.amount)).toEqual([30_000]);
  });
});
