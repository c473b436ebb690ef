import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../../src/domain/payments';
import {
  isTransferReference,
  ORDER_CANCELLED_MESSAGE,
  PAYMENT_FAILURE_MESSAGES,
} from '../../../src/domain/payments';
import { GENERAL_FUND_ID } from '../../../src/domain/donations/donation';
import { DEMO_DONATION_ACCOUNT } from '../../../src/domain/shared/association/demo-association';
import { aGift } from '../../support/checkouts';
import { approvedMember, type MakePortWorld, type PortWorld, refusal, signIn } from './port-world';

/** A card the sandbox declines (as Toss's card company would). */
const DECLINED_CARD = '4000000000000002';
const TEST_CARD = '4242424242424242';

/**
 * The PaymentApi and SandboxPaymentApi ports (issue 31, items 1–2): 기부하기's options, an order
 * priced by the backend, the sandbox's window (테스트 결제), the return's confirm (idempotent),
 * the fail return, the own account's reference, and a paid gift recorded once as a donation.
 */
export function describePaymentApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`PaymentApi and SandboxPaymentApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    /** This year's total of the public figures (기부 현황). */
    async function yearTotal(): Promise<number> {
      const year = Number(world.koreanToday().slice(0, 4));
      const report = await world.publicDonations.donationStatistics();
      return report.years.find((each) => each.year === year)?.totalAmount ?? 0;
    }

    /** Through the sandbox's window to the return, as a donor's browser goes. */
    async function paidThroughWindow(request: CheckoutRequest, cardNumber = TEST_CARD) {
      const started = await world.payments.startCheckout(request);
      const method = started.method === 'bankTransfer' ? 'card' : started.method;
      const redirect = await world.sandboxPayments.sandboxPay({
        orderId: started.orderId,
        method,
        ...(method === 'card' ? { cardNumber } : {}),
      });
      return { started, redirect, outcome: await world.payments.confirmPayment(redirect) };
    }

    it('offers a visitor the sandbox, every method, the open funds and the own account', async () => {
      const options = await world.payments.checkoutOptions();
      expect(options).toMatchObject({
        provider: 'sandbox',
        clientKey: null,
        member: null,
        bankAccount: DEMO_DONATION_ACCOUNT,
        dues: [],
        paidDues: [],
        today: world.koreanToday(),
      });
      expect(options.methods).toEqual(['card', 'transfer', 'virtualAccount', 'bankTransfer']);
      expect(options.funds.map((fund) => fund.fundId)).toContain(GENERAL_FUND_ID);
    });

    it('prefills a signed-in member’s name, mobile and e-mail', async () => {
      const member = await approvedMember(world);
      await signIn(world, member);
      const options = await world.payments.checkoutOptions();
      expect(options.member).toEqual({
        name: member.name,
        phone: '010-1234-5678',
        email: member.email,
      });
    });

    it('takes a card gift through the sandbox: priced by the backend, recorded once however often confirmed', async () => {
      const before = await yearTotal();
      const { started, redirect, outcome } = await paidThroughWindow(aGift());
      expect(started).toMatchObject({
        orderId: expect.stringMatching(/^gift-\d{8}-[A-Za-z0-9]{20}$/u),
        amount: 30_000,
        method: 'card',
        outcome: null,
        customer: { name: '한가람', email: 'garam@example.com', phone: '010-2345-6789' },
      });
      expect(started.orderName).toMatch(/기부 3만원$/u);
      expect(redirect).toEqual({
        paymentKey: expect.any(String),
        orderId: started.orderId,
        amount: 30_000,
      });
      expect(outcome).toMatchObject({
        orderId: started.orderId,
        purpose: 'gift',
        state: 'paid',
        stateLabel: '결제 완료',
        amount: 30_000,
        method: 'card',
        deposit: null,
        proofOfPayment: 'donationReceipt',
        emailMasked: 'g***@example.com',
        member: false,
        sandbox: true,
      });
      expect(outcome.message).toMatch(/감사/u);
      // The return again (a reload of the thank-you page): the same answer, no second gift.
      expect(await world.payments.confirmPayment(redirect)).toEqual(outcome);
      expect(await world.payments.paymentOrder(started.orderId)).toEqual(outcome);
      expect(await yearTotal()).toBe(before + 30_000);
    });

    it('puts a member’s paid gift in their own donations', async () => {
      const member = await approvedMember(world);
      await signIn(world, member);
      const { outcome } = await paidThroughWindow(
        aGift({ donor: { name: member.name, phone: '010-1234-5678', email: member.email } }),
      );
      expect(outcome).toMatchObject({ state: 'paid', member: true });
      const mine = await world.donations.getMyContributions({});
      expect(mine.items.map((item) => [item.amount, item.method])).toEqual([[30_000, 'card']]);
    });

    it('gives the own account with a reference to write, and records nothing before the money', async () => {
      const before = await yearTotal();
      const started = await world.payments.startCheckout(aGift({ method: 'bankTransfer' }));
      const outcome = started.outcome;
      expect(outcome).toMatchObject({
        state: 'awaitingDeposit',
        method: 'bankTransfer',
        sandbox: false,
        deposit: { ...DEMO_DONATION_ACCOUNT, reference: expect.any(String) },
      });
      expect(isTransferReference(outcome?.deposit?.reference ?? '')).toBe(true);
      const due = Date.parse(outcome?.deposit?.dueAt ?? '');
      expect(due - world.now().getTime()).toBeGreaterThan(6 * 24 * 3_600_000);
      expect(await world.payments.paymentOrder(started.orderId)).toEqual(outcome);
      expect(await yearTotal()).toBe(before);
    });

    it('issues a virtual account in the window, paid when the sandbox’s deposit arrives', async () => {
      const before = await yearTotal();
      const { outcome, started } = await paidThroughWindow(aGift({ method: 'virtualAccount' }));
      expect(outcome).toMatchObject({
        state: 'awaitingDeposit',
        stateLabel: '입금 대기',
        deposit: { accountNumber: expect.stringMatching(/\d/u), reference: null },
      });
      expect(await yearTotal()).toBe(before);
      const paid = await world.sandboxPayments.sandboxDeposit(started.orderId);
      // The account stays on the order, for the record; the page shows it no more.
      expect(paid).toMatchObject({ state: 'paid', deposit: outcome.deposit });
      expect(await yearTotal()).toBe(before + 30_000);
    });

    it('closes an order the donor cancelled in the window, and the window cannot pay it then', async () => {
      const started = await world.payments.startCheckout(aGift());
      const outcome = await world.payments.abandonCheckout(started.orderId, 'PAY_PROCESS_CANCELED');
      expect(outcome).toMatchObject({ state: 'cancelled', stateLabel: '결제 취소' });
      expect(outcome.message).toContain(ORDER_CANCELLED_MESSAGE);
      await expect(
        world.sandboxPayments.sandboxPay({ orderId: started.orderId, method: 'card' }),
      ).rejects.toMatchObject(refusal('invalidState'));
    });

    it('never confirms another amount than the order’s, nor a declined card', async () => {
      const before = await yearTotal();
      const started = await world.payments.startCheckout(aGift());
      const redirect = await world.sandboxPayments.sandboxPay({
        orderId: started.orderId,
        method: 'card',
        cardNumber: TEST_CARD,
      });
      const changed = await world.payments.confirmPayment({ ...redirect, amount: 3_000 });
      expect(changed).toMatchObject({ state: 'failed', amount: 30_000 });
      expect(changed.message).toContain(PAYMENT_FAILURE_MESSAGES.amountMismatch);

      const { outcome } = await paidThroughWindow(aGift(), DECLINED_CARD);
      expect(outcome).toMatchObject({ state: 'failed', stateLabel: '결제 실패' });
      expect(await yearTotal()).toBe(before);
    });

    it('finds a visitor again by name, mobile and e-mail: one donor for both gifts, named once asked', async () => {
      await paidThroughWindow(aGift());
      await paidThroughWindow(
        aGift({
          amount: '20,000',
          wantsReceipt: false,
          namedInHallOfFame: true,
          donor: { name: '한가람', phone: '01023456789', email: 'garam@example.com' },
        }),
      );
      // Another e-mail is another person, even under the same name and mobile.
      await paidThroughWindow(
        aGift({ donor: { name: '한가람', phone: '010-2345-6789', email: 'other@example.com' } }),
      );
      await world.signInAsAdministrator();
      const donors = await world.officeDonations.officeDonors({ query: '한가람', page: 1 });
      const byEmail = new Map(donors.items.map((donor) => [donor.email, donor]));
      expect(donors.items).toHaveLength(2);
      expect(byEmail.get('garam@example.com')).toMatchObject({
        memberId: null,
        namedInHallOfFame: true,
      });
      expect(byEmail.get('other@example.com')?.namedInHallOfFame).toBe(false);
      const gifts = await world.officeDonations.officeDonations({
        donorId: byEmail.get('garam@example.com')?.donorId ?? '',
      });
      expect(gifts.items.map((gift) => gift.amount).sort()).toEqual([20_000, 30_000]);
    });

    it('says no paper for a gift without a receipt, and a 납부 확인서 for dues paid by the checkout', async () => {
      const year = Number(world.koreanToday().slice(0, 4));
      const { outcome: gift } = await paidThroughWindow(aGift({ wantsReceipt: false }));
      expect(gift).toMatchObject({ state: 'paid', proofOfPayment: null });

      await world.signInAsAdministrator();
      await world.officeDues.setDuesAmount({ kind: 'annual', year, amount: 50_000 });
      const member = await approvedMember(world);
      await signIn(world, member);
      const dues = aGift({
        purpose: 'dues',
        fundId: '',
        duesKind: 'annual',
        amount: '50,000',
        wantsReceipt: false,
        donor: { name: member.name, phone: '010-1234-5678', email: member.email },
      });
      const { outcome, redirect } = await paidThroughWindow(dues);
      expect(outcome).toMatchObject({
        purpose: 'dues',
        state: 'paid',
        amount: 50_000,
        proofOfPayment: 'paymentConfirmation',
      });
      expect(await world.payments.confirmPayment(redirect)).toEqual(outcome);
      const mine = await world.dues.myDues();
      expect(mine).toMatchObject({ paid: true });
      expect(mine.payments.map((payment) => payment.amount)).toEqual([50_000]);
      // Dues are not gifts: 내 기부 내역 stays empty.
      expect((await world.donations.getMyContributions({})).items).toEqual([]);
    });

    it('keeps the own account’s order open whatever the window says, and never confirms it', async () => {
      const started = await world.payments.startCheckout(aGift({ method: 'bankTransfer' }));
      const awaiting = await world.payments.abandonCheckout(started.orderId, 'USER_CANCEL');
      expect(awaiting).toEqual(started.outcome);
      await expect(
        world.payments.confirmPayment({
          paymentKey: 'x',
          orderId: started.orderId,
          amount: 30_000,
        }),
      ).rejects.toMatchObject(refusal('invalidState'));
      await expect(
        world.sandboxPayments.sandboxPay({ orderId: started.orderId, method: 'card' }),
      ).rejects.toMatchObject(refusal('notFound'));
      await expect(world.sandboxPayments.sandboxDeposit(started.orderId)).rejects.toMatchObject(
        refusal('notFound'),
      );
    });

    it('fails an order the window refused or returned with another payment, and takes no deposit for a card', async () => {
      const refused = await world.payments.startCheckout(aGift());
      const failed = await world.payments.abandonCheckout(refused.orderId, 'REJECT_CARD_COMPANY');
      expect(failed).toMatchObject({ state: 'failed', stateLabel: '결제 실패' });

      const card = await world.payments.startCheckout(aGift());
      const redirect = await world.sandboxPayments.sandboxPay({
        orderId: card.orderId,
        method: 'card',
        cardNumber: TEST_CARD,
      });
      await expect(world.sandboxPayments.sandboxDeposit(card.orderId)).rejects.toMatchObject(
        refusal('invalidState'),
      );
      const other = await world.payments.confirmPayment({
        ...redirect,
        paymentKey: 'sandbox_other',
      });
      expect(other).toMatchObject({ state: 'failed' });
      await expect(
        world.sandboxPayments.sandboxRegisterCard({ customerKey: 'cus_x', cardNumber: '1234' }),
      ).rejects.toMatchObject(refusal('invalidInput'));
    });

    it('refuses a checkout its rules refuse, in Korean, making no order', async () => {
      await expect(
        world.payments.startCheckout(aGift({ consents: { terms: false, privacy: true } })),
      ).rejects.toMatchObject(refusal('invalidInput', '결제 및 기부 안내에 동의해 주세요.'));
      await expect(
        world.payments.startCheckout(aGift({ purpose: 'dues', fundId: '', duesKind: 'annual' })),
      ).rejects.toMatchObject(refusal('invalidInput'));
      // A visitor gives once: a monthly pledge is managed in /me.
      await expect(
        world.payments.startCheckout(aGift({ purpose: 'pledge', chargeDay: 25 })),
      ).rejects.toMatchObject(refusal('invalidInput'));
      await expect(
        world.payments.paymentOrder('gift-20260101-nosuchorder0000000'),
      ).rejects.toMatchObject(refusal('notFound'));
    });
  });
}
