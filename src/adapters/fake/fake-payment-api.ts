import { inject, injectable } from 'inversify';
import type { PaymentApi, SandboxPaymentApi } from '../../application/payments/payment-api';
import {
  applyOrderEvent,
  type CheckoutOptions,
  type Checkout,
  type CheckoutRequest,
  maskedEmail,
  METHOD_NOT_OFFERED,
  newOrderId,
  newPaymentOrder,
  newTransferReference,
  type OrderEvent,
  ORDER_STATE_LABELS,
  orderNameOf,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentOutcome,
  type PaymentRedirect,
  readCheckout,
  type StartedCheckout,
  PLEDGE_REFUSALS,
  transferPledgeInstructions,
} from '../../domain/payments';
import { DEMO_DONATION_ACCOUNT } from '../../domain/shared/association/demo-association';
import { formatCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { applyFakeOrderEvent, type FakePaymentOrder, fakeOutcomeOf } from './fake-payment-orders';
import { DECLINED_CARD, newFakePledge } from './fake-pledges';

const DAY_MS = 24 * 60 * 60 * 1000;
/** As the server: a deposit is awaited a week, to the own account or a virtual one. */
const DEPOSIT_DAYS = 7;
const NO_SUCH_ORDER = '결제 신청을 찾을 수 없습니다.';

/**
 * 기부하기 in the demo (issue 31): the sandbox provider (테스트 결제) and the association's own
 * account, orders moved by the domain's `applyOrderEvent`, a paid gift recorded once as a
 * donation. Dues are not taken: the fake has no dues the office set (options.dues is empty).
 */
@injectable()
export class FakePaymentApi implements PaymentApi, SandboxPaymentApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async checkoutOptions(): Promise<CheckoutOptions> {
    const memberId = this.backend.callerId();
    const profile = memberId ? this.backend.accounts.get(memberId)?.profile : undefined;
    return {
      provider: 'sandbox',
      clientKey: null,
      methods: [...PAYMENT_METHODS],
      funds: this.backend.donationRecords.funds
        .filter((fund) => fund.active)
        .map(({ fundId, name, description }) => ({ fundId, name, description })),
      bankAccount: { ...DEMO_DONATION_ACCOUNT },
      member: profile ? { name: profile.name, phone: profile.mobile, email: profile.email } : null,
      dues: memberId ? [...this.backend.dues.definitions] : [],
      paidDues: memberId
        ? this.backend.dues
            .paidDuesOf(memberId)
            .map((paid) => ({ ...paid, paidOn: formatCalendarDate(paid.paidOn) }))
        : [],
      today: formatCalendarDate(this.today()),
    };
  }

  async startCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
    const memberId = this.backend.callerId();
    const reading = readCheckout(
      { ...request, donor: { ...request.donor, memberId } },
      {
        today: this.today(),
        funds: this.backend.donationRecords.funds,
        dues: memberId ? this.backend.dues.definitions : [],
        paidDues: memberId ? this.backend.dues.paidDuesOf(memberId) : [],
      },
    );
    if (!reading.ok) throw refusal('invalidInput', Object.values(reading.refusals)[0]);
    const { checkout } = reading;
    if (!PAYMENT_METHODS.includes(checkout.method))
      throw refusal('invalidInput', METHOD_NOT_OFFERED);
    if (checkout.purpose === 'pledge') return this.startPledge(checkout, memberId);
    const now = this.backend.clock.now();
    const orderId = newOrderId(checkout.purpose, this.today(), randomIndex);
    const own = checkout.method === 'bankTransfer';
    const stored: FakePaymentOrder = {
      order: newPaymentOrder({
        orderId,
        purpose: checkout.purpose,
        amount: checkout.amount,
        createdAt: now.toISOString(),
      }),
      method: checkout.method,
      provider: own ? 'own' : 'sandbox',
      fundId: checkout.fundId,
      dues: checkout.dues,
      donor: checkout.donor,
      wantsReceipt: checkout.wantsReceipt,
      residentNumber: checkout.residentNumber,
      namedInHallOfFame: checkout.namedInHallOfFame,
      deposit: null,
      sandboxPayment: null,
      donationId: null,
    };
    this.backend.paymentOrders.set(orderId, stored);
    let outcome: PaymentOutcome | null = null;
    if (own) {
      const dueAt = new Date(now.getTime() + DEPOSIT_DAYS * DAY_MS).toISOString();
      stored.deposit = {
        ...DEMO_DONATION_ACCOUNT,
        dueAt,
        reference: newTransferReference(randomIndex),
      };
      this.apply(stored, { kind: 'depositAwaited', paymentKey: null, dueAt });
      outcome = fakeOutcomeOf(this.backend, stored);
    }
    const fundName = checkout.fundId
      ? this.backend.donationRecords.fundName(checkout.fundId)
      : null;
    return {
      orderId,
      orderName: orderNameOf(
        { ...stored.order, dues: stored.dues, event: stored.event ?? null },
        fundName,
      ),
      amount: checkout.amount,
      method: checkout.method,
      customer: {
        name: checkout.donor.name,
        email: checkout.donor.email,
        phone: checkout.donor.phone,
      },
      outcome,
      // The demo's pledges are the fake pledge API's (fake-pledge-api.ts).
      cardRegistration: null,
    };
  }

  async confirmPayment(redirect: PaymentRedirect): Promise<PaymentOutcome> {
    const stored = this.existing(redirect.orderId);
    if (stored.provider === 'own') {
      throw refusal('invalidState', '계좌 입금 신청은 결제창에서 승인하지 않습니다.');
    }
    const at = this.backend.clock.now().toISOString();
    const { paymentKey, amount } = redirect;
    const requested = applyOrderEvent(stored.order, {
      kind: 'confirmRequested',
      paymentKey,
      amount,
      at,
    });
    if (requested.outcome === 'refused') {
      // Another amount than the order's is never confirmed: the order closes.
      if (stored.order.state === 'created' && amount !== stored.order.amount) {
        this.apply(stored, { kind: 'failed', reason: 'amountMismatch' });
      }
      return fakeOutcomeOf(this.backend, stored);
    }
    stored.order = requested.order;
    if (requested.outcome === 'unchanged' || stored.order.state !== 'confirming') {
      return fakeOutcomeOf(this.backend, stored);
    }
    const payment = stored.sandboxPayment;
    if (payment?.paymentKey !== paymentKey) {
      this.apply(stored, { kind: 'failed', reason: 'rejected' });
    } else if (payment.method === 'virtualAccount') {
      const dueAt = new Date(Date.parse(at) + DEPOSIT_DAYS * DAY_MS).toISOString();
      stored.deposit = {
        bank: '신한은행',
        accountNumber: `562-${digits(6)}-${digits(5)}`,
        holderName: stored.donor.name,
        dueAt,
        reference: null,
      };
      this.apply(stored, { kind: 'depositAwaited', paymentKey, dueAt });
    } else if (payment.declines) {
      this.apply(stored, { kind: 'failed', reason: 'cardDeclined' });
    } else {
      this.apply(stored, { kind: 'paid', paymentKey, amount: stored.order.amount, at });
    }
    return fakeOutcomeOf(this.backend, stored);
  }

  async abandonCheckout(orderId: string, code?: string): Promise<PaymentOutcome> {
    const stored = this.existing(orderId);
    if (stored.provider === 'own') return fakeOutcomeOf(this.backend, stored);
    const cancelled =
      code === undefined || code === 'PAY_PROCESS_CANCELED' || code === 'USER_CANCEL';
    this.apply(stored, cancelled ? { kind: 'cancelled' } : { kind: 'failed', reason: 'rejected' });
    return fakeOutcomeOf(this.backend, stored);
  }

  async paymentOrder(orderId: string): Promise<PaymentOutcome> {
    return fakeOutcomeOf(this.backend, this.existing(orderId));
  }

  async sandboxPay(payment: Parameters<SandboxPaymentApi['sandboxPay']>[0]) {
    const stored = this.backend.paymentOrders.get(payment.orderId);
    if (stored?.provider !== 'sandbox') throw refusal('notFound', NO_SUCH_ORDER);
    if (stored.order.state !== 'created' || stored.sandboxPayment) {
      throw refusal('invalidState', '이미 결제가 진행된 신청입니다. 처음부터 다시 신청해 주세요.');
    }
    const card = payment.cardNumber?.replace(/\D/gu, '') ?? '';
    stored.sandboxPayment = {
      paymentKey: `sandbox_${this.backend.nextId('payment').replace(/-/gu, '_')}`,
      method: payment.method,
      declines: payment.method === 'card' && card === DECLINED_CARD,
    };
    return {
      paymentKey: stored.sandboxPayment.paymentKey,
      orderId: payment.orderId,
      amount: stored.order.amount,
    };
  }

  async sandboxDeposit(orderId: string): Promise<PaymentOutcome> {
    const stored = this.backend.paymentOrders.get(orderId);
    if (stored?.provider !== 'sandbox') throw refusal('notFound', NO_SUCH_ORDER);
    const payment = stored.sandboxPayment;
    if (payment?.method !== 'virtualAccount' || stored.order.state !== 'awaitingDeposit') {
      throw refusal('invalidState', '입금을 기다리는 가상계좌가 아닙니다.');
    }
    const at = this.backend.clock.now().toISOString();
    this.apply(stored, {
      kind: 'paid',
      paymentKey: payment.paymentKey,
      amount: stored.order.amount,
      at,
    });
    return fakeOutcomeOf(this.backend, stored);
  }

  /**
   * The sandbox's card window: the test card is kept under a one-time auth key, which the fake
   * pledges' card registration takes (as the server's sandbox does).
   */
  async sandboxRegisterCard(card: { readonly customerKey: string; readonly cardNumber: string }) {
    const digits = card.cardNumber.replace(/\D/gu, '');
    if (!/^\d{15,16}$/u.test(digits))
      throw refusal('invalidInput', '카드 번호를 다시 확인해 주세요.');
    const authKey = `bln_fake_${this.backend.nextId('card')}`;
    this.backend.cardAuthorizations.set(authKey, {
      customerKey: card.customerKey,
      cardNumber: digits,
    });
    return { authKey, customerKey: card.customerKey };
  }

  /** A monthly pledge: a card's waits for its card window, a transfer's month for its deposit. */
  private startPledge(checkout: Checkout, memberId: string | null): StartedCheckout {
    const { fundId, chargeDay } = checkout;
    if (!memberId || fundId === null || chargeDay === null) {
      throw refusal('invalidInput', PLEDGE_REFUSALS.fundAndDayRequired);
    }
    const card = checkout.method === 'card';
    const reference = card ? null : newTransferReference(randomIndex);
    const stored = newFakePledge(
      this.backend,
      memberId,
      { ...checkout, fundId, chargeDay },
      reference,
    );
    const { pledgeId } = stored.pledge;
    const what = this.backend.donationRecords.fundName(fundId);
    const dueAt = new Date(this.backend.clock.now().getTime() + DEPOSIT_DAYS * DAY_MS);
    return {
      orderId: pledgeId,
      orderName: `${what} 매월 기부 ${formatKoreanAmount(checkout.amount)}`,
      amount: checkout.amount,
      method: card ? 'card' : 'bankTransfer',
      customer: { ...checkout.donor },
      cardRegistration: card ? { pledgeId, customerKey: stored.customerKey } : null,
      outcome: card
        ? null
        : {
            orderId: pledgeId,
            purpose: 'pledge',
            state: 'awaitingDeposit',
            stateLabel: ORDER_STATE_LABELS.awaitingDeposit,
            message: transferPledgeInstructions(chargeDay),
            amount: checkout.amount,
            method: 'bankTransfer',
            what,
            deposit: { ...DEMO_DONATION_ACCOUNT, dueAt: dueAt.toISOString(), reference },
            proofOfPayment: checkout.wantsReceipt ? 'donationReceipt' : null,
            emailMasked: maskedEmail(checkout.donor.email),
            member: true,
            sandbox: false,
            link: null,
          },
    };
  }

  /** An event on the order; the one transition to paid records the gift, once. */
  private apply(stored: FakePaymentOrder, event: OrderEvent): void {
    applyFakeOrderEvent(this.backend, stored, event);
  }

  private existing(orderId: string): FakePaymentOrder {
    const stored = this.backend.paymentOrders.get(orderId);
    if (!stored) throw refusal('notFound', NO_SUCH_ORDER);
    return stored;
  }

  /**
   * An event's fee (issue 33), as the server's payments feature opens it for the events feature:
   * priced by the caller (the fake events feature), paid in the sandbox's window or to the own
   * account; `event.paid` and `event.releasedUnpaid` are called as the server's `EventLedger`.
   */
  startEventFee(fee: {
    readonly amount: number;
    readonly method: PaymentMethod;
    readonly donor: Checkout['donor'];
    readonly event: NonNullable<FakePaymentOrder['event']>;
  }): StartedCheckout {
    const now = this.backend.clock.now();
    const orderId = newOrderId('event', this.today(), randomIndex);
    const own = fee.method === 'bankTransfer';
    const stored: FakePaymentOrder = {
      order: newPaymentOrder({
        orderId,
        purpose: 'event',
        amount: fee.amount,
        createdAt: now.toISOString(),
      }),
      method: fee.method,
      provider: own ? 'own' : 'sandbox',
      fundId: null,
      dues: null,
      donor: fee.donor,
      wantsReceipt: false,
      residentNumber: null,
      namedInHallOfFame: false,
      deposit: null,
      sandboxPayment: null,
      donationId: null,
      event: fee.event,
    };
    this.backend.paymentOrders.set(orderId, stored);
    if (own) {
      const dueAt = new Date(now.getTime() + DEPOSIT_DAYS * DAY_MS).toISOString();
      stored.deposit = {
        ...DEMO_DONATION_ACCOUNT,
        dueAt,
        reference: newTransferReference(randomIndex),
      };
      this.apply(stored, { kind: 'depositAwaited', paymentKey: null, dueAt });
    }
    return {
      orderId,
      orderName: orderNameOf({ ...stored.order, dues: null, event: fee.event }, null),
      amount: fee.amount,
      method: fee.method,
      customer: { name: fee.donor.name, email: fee.donor.email, phone: fee.donor.phone },
      outcome: own ? fakeOutcomeOf(this.backend, stored) : null,
      cardRegistration: null,
    };
  }

  private today() {
    return calendarDateOf(this.backend.clock.now());
  }
}

function randomIndex(below: number): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % below;
}

function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomIndex(10))).join('');
}
