import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { SANDBOX_DECLINED_CARD } from '../../../../../server/adapters/payments/sandbox-gateway';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { as, type SignedInMember, signIn, signedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { aGift, yearTotal } from '../../../support/payments';
import { dialects, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

type Pledge = DataOf<'registerPledgeCard'>;
const ONE_DAY = 86_400_000;

/** Today in Korea as the server's clock has it: { day, month key }. */
function koreanToday(server: TestServer): { day: number; month: string } {
  const text = server.clock.now().toLocaleString('en-CA', { timeZone: 'Asia/Seoul' }).slice(0, 10);
  return { day: Number(text.slice(8, 10)), month: text.slice(0, 7) };
}

/** A member's card pledge of 10,000원 a month, registered through the sandbox's card window. */
async function cardPledge(
  server: TestServer,
  member: SignedInMember,
  cardNumber = '4330123412341234',
): Promise<Pledge> {
  // A charge day the test can reach by moving the clock: 1–28 only.
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
  const card = expectSuccess(
    await server.call<DataOf<'sandboxRegisterCard'>>('sandboxRegisterCard', {
      body: { customerKey: registration.customerKey, cardNumber },
    }),
  );
  return expectSuccess(
    await server.call<Pledge>('registerPledgeCard', {
      ...as(member),
      body: { pledgeId: registration.pledgeId, ...card },
    }),
  );
}

/**
 * Issue 31, items 4 and 5, with the sandbox: a monthly pledge charges its first month at once and
 * each month after on its day, once per month however often the schedule runs; a declined charge
 * is retried and mailed; /me changes it; the office sees the months. Dues are paid through the
 * same checkout and recorded as dues, not as a gift.
 */
describe.each(dialects())('monthly pledges and dues through the checkout (%s)', (dialect) => {
  const server = useTestServer(dialect);
  const charging = () => server.runtime.services.pledgeCharging;

  it('a member’s 10,000원 pledge: the first month at once, the next on its day, each once', async () => {
    const before = await yearTotal(server);
    const member = await signedInMember(server);
    const pledge = await cardPledge(server, member);
    expect(pledge).toMatchObject({ state: 'active', amount: 10_000, chargeDayLabel: '매월 10일' });
    expect(pledge.cardLabel).toMatch(/\*/u);
    expect(pledge.charges).toMatchObject([{ month: koreanToday(server).month, state: 'paid' }]);
    expect(await yearTotal(server)).toBe(before + 10_000);

    // The schedule runs again and again this month: nothing more.
    await charging().chargeDuePledges();
    await charging().chargeDuePledges();
    // Next month, on the 10th or after.
    server.clock.advance(32 * ONE_DAY);
    while (koreanToday(server).day < 10) server.clock.advance(ONE_DAY);
    await Promise.all([charging().chargeDuePledges(), charging().chargeDuePledges()]);
    await charging().chargeDuePledges();
    // A month later the member signs in again.
    const later = await signIn(server, member);
    const mine = expectSuccess(await server.call<Pledge[]>('myPledges', as(later)));
    expect(mine[0]?.charges.map((charge) => charge.state)).toEqual(['paid', 'paid']);
    const contributions = expectSuccess(
      await server.call<DataOf<'getMyContributions'>>('getMyContributions', {
        ...as(later),
        query: {
          from: `${Number(koreanToday(server).month.slice(0, 4)) - 1}-01-01`,
          to: `${koreanToday(server).month.slice(0, 4)}-12-31`,
        },
      }),
    );
    expect(contributions.items).toHaveLength(2);
  });

  it('a declined card is retried after 3 and 7 days, the donor mailed each time, then missed', async () => {
    const member = await signedInMember(server);
    const pledge = await cardPledge(server, member, SANDBOX_DECLINED_CARD);
    expect(pledge.charges[0]).toMatchObject({ state: 'retrying', failedAttempts: 1 });
    const mails = () =>
      server
        .mails()
        .filter((mail) => mail.to.includes(member.email) && /결제가 되지/u.test(mail.subject));
    expect(mails()).toHaveLength(1);
    expect(mails()[0]?.text).toContain('/me/donations#pledges');
    server.clock.advance(3 * ONE_DAY);
    await charging().chargeDuePledges();
    server.clock.advance(4 * ONE_DAY);
    await charging().chargeDuePledges();
    const later = await signIn(server, member);
    const [after] = expectSuccess(await server.call<Pledge[]>('myPledges', as(later)));
    expect(after?.charges[0]).toMatchObject({ state: 'missed', failedAttempts: 3 });
    expect(mails()).toHaveLength(3);
  });

  it('/me pauses, changes the amount of, resumes and ends a pledge; no one else’s', async () => {
    const member = await signedInMember(server);
    const other = await signedInMember(server);
    const pledge = await cardPledge(server, member);
    const change = (body: object, who = member) =>
      server.call<DataOf<'changeMyPledge'>>('changeMyPledge', {
        ...as(who),
        params: { pledgeId: pledge.pledgeId },
        body,
      });
    expect(expectSuccess(await change({ action: 'pause' })).pledge.state).toBe('paused');
    expect(expectSuccess(await change({ action: 'amount', amount: '20,000' })).pledge.amount).toBe(
      20_000,
    );
    expectRefusal(await change({ action: 'amount', amount: 0 }), 'invalidInput');
    expect(expectSuccess(await change({ action: 'resume' })).pledge.state).toBe('active');
    const card = expectSuccess(await change({ action: 'card' }));
    expect(card.cardRegistration?.pledgeId).toBe(pledge.pledgeId);
    expectRefusal(await change({ action: 'pause' }, other), 'notFound');
    expect(expectSuccess(await change({ action: 'end' })).pledge.state).toBe('ended');
    expectRefusal(await change({ action: 'resume' }), 'invalidInput');
  });

  it('the office sees each pledge and the months’ expected and received amounts', async () => {
    const office = await signedInOffice(server);
    const member = await signedInMember(server);
    await cardPledge(server, member);
    const failing = await signedInMember(server);
    await cardPledge(server, failing, SANDBOX_DECLINED_CARD);
    const list = expectSuccess(
      await server.call<DataOf<'officePledges'>>('officePledges', as(office)),
    );
    expect(list.pledges).toHaveLength(2);
    const [thisMonth] = list.months;
    expect(thisMonth).toMatchObject({
      month: koreanToday(server).month,
      received: 10_000,
      failed: 1,
    });
    expect(thisMonth?.expected).toBe(20_000);
    expectRefusal(await server.call('officePledges', as(member)), 'forbidden');
  });

  it('a visitor cannot pledge monthly; a transfer pledge shows the account and its reference', async () => {
    expectRefusal(
      await server.call('startCheckout', { body: aGift({ purpose: 'pledge', chargeDay: 5 }) }),
      'invalidInput',
    );
    const member = await signedInMember(server);
    const started = expectSuccess(
      await server.call<DataOf<'startCheckout'>>('startCheckout', {
        ...as(member),
        body: aGift({
          purpose: 'pledge',
          method: 'bankTransfer',
          chargeDay: 'last',
          donor: { name: member.name, phone: '010-3333-4444', email: member.email },
        }),
      }),
    );
    expect(started.outcome?.deposit?.reference).toMatch(/^[0-9A-Z]{7}$/u);
    const [pledge] = expectSuccess(await server.call<Pledge[]>('myPledges', as(member)));
    expect(pledge).toMatchObject({ method: 'bankTransfer', chargeDayLabel: '매월 말일' });
    expect(pledge?.transfer?.reference).toBe(started.outcome?.deposit?.reference);
    expect(pledge?.charges[0]?.state).toBe('awaitingDeposit');
    // No deposit came: a week after the month ends it is missed, and the next month is owed.
    server.clock.advance(40 * ONE_DAY);
    await charging().chargeDuePledges();
    const later = await signIn(server, member);
    const [after] = expectSuccess(await server.call<Pledge[]>('myPledges', as(later)));
    expect(after?.charges.at(-1)?.state).toBe('missed');
  });

  it('dues are paid through the same checkout, recorded as dues (no gift), once', async () => {
    const office = await signedInOffice(server);
    const year = Number(koreanToday(server).month.slice(0, 4));
    expectSuccess(
      await server.call('setDuesAmount', {
        ...as(office),
        body: { kind: 'annual', year, amount: 50_000 },
      }),
    );
    const member = await signedInMember(server);
    const options = expectSuccess(
      await server.call<DataOf<'checkoutOptions'>>('checkoutOptions', as(member)),
    );
    expect(options.dues).toContainEqual({ kind: 'annual', year, amount: 50_000 });
    const before = await yearTotal(server);
    const order = expectSuccess(
      await server.call<DataOf<'startCheckout'>>('startCheckout', {
        ...as(member),
        body: aGift({
          purpose: 'dues',
          duesKind: 'annual',
          fundId: '',
          amount: 1,
          wantsReceipt: false,
          donor: { name: member.name, phone: '010-3333-4444', email: member.email },
        }),
      }),
    );
    // The office's amount, whatever the form said.
    expect(order.amount).toBe(50_000);
    const redirect = expectSuccess(
      await server.call<DataOf<'sandboxPay'>>('sandboxPay', {
        body: { orderId: order.orderId, method: 'card', cardNumber: '4330123412341234' },
      }),
    );
    const outcome = expectSuccess(
      await server.call<DataOf<'confirmPayment'>>('confirmPayment', { body: redirect }),
    );
    expect(outcome).toMatchObject({
      state: 'paid',
      proofOfPayment: 'paymentConfirmation',
      what: `${year}년 연회비`,
    });
    expect(await yearTotal(server)).toBe(before);
    const mine = expectSuccess(await server.call<DataOf<'myDues'>>('myDues', as(member)));
    expect(JSON.stringify(mine)).toContain('50000');
    // Paid: this year's dues cannot be paid again.
    expectRefusal(
      await server.call('startCheckout', {
        ...as(member),
        body: aGift({
          purpose: 'dues',
          duesKind: 'annual',
          fundId: '',
          wantsReceipt: false,
          donor: { name: member.name, phone: '010-3333-4444', email: member.email },
        }),
      }),
      'invalidInput',
    );
  });
});
