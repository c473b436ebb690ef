import type { Clock, Random } from '../../application/shared/ports';
import type {
  BillingKey,
  CancelRequest,
  ChargeBillingKeyRequest,
  CheckoutRedirect,
  CheckoutSettings,
  ConfirmRequest,
  IssueBillingKeyRequest,
  PaymentGateway,
  PaymentWebhookEvent,
  ProviderPayment,
  SandboxCheckout,
  WebhookDelivery,
} from '../../application/payments/ports';
import { confirmedAgain } from './confirmed-again';
import {
  hasLapsed,
  providerPaymentOf,
  SANDBOX_DECLINED_CARD,
  sandboxAccountNumber,
  sandboxRefusal,
} from './sandbox-records';
import {
  InMemorySandboxPaymentStore,
  type SandboxPaymentRecord,
  type SandboxPaymentStore,
} from './sandbox-store';
import { tossDeclined } from './toss-errors';
import { readTossWebhook, TOSS_STATUS_OF } from './toss-payment-json';

export { SANDBOX_DECLINED_AMOUNT, SANDBOX_DECLINED_CARD } from './sandbox-records';

const DEPOSIT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SandboxGatewayOptions {
  readonly clock: Clock;
  readonly random: Random;
  readonly store?: SandboxPaymentStore;
  /**
   * Where its webhooks go (the application's webhook handler, in process). A delivery that fails
   * waits in `undelivered()` for `redeliver()`, as Toss sends again later.
   */
  readonly deliver?: (delivery: WebhookDelivery) => Promise<void> | void;
}

/**
 * The sandbox provider (테스트 결제): used when no Toss key is set, so that `npm start` takes
 * gifts end to end with no money moving. It keeps Toss's contract — the checkout's redirect with
 * a payment key, a confirm of exactly the order's amount within ten minutes, billing keys charged
 * once per order id, virtual accounts paid by a deposit callback with the account's secret — and
 * declines what a test asks it to: the card SANDBOX_DECLINED_CARD, and the amount
 * SANDBOX_DECLINED_AMOUNT on cards.
 */
export class SandboxPaymentGateway implements PaymentGateway, SandboxCheckout {
  readonly provider = 'sandbox' as const;
  readonly #store: SandboxPaymentStore;
  readonly #undelivered: WebhookDelivery[] = [];

  constructor(private readonly options: SandboxGatewayOptions) {
    this.#store = options.store ?? new InMemorySandboxPaymentStore();
  }

  checkoutSettings(): CheckoutSettings {
    return { provider: 'sandbox', label: '테스트 결제' };
  }

  async pay(order: Parameters<SandboxCheckout['pay']>[0]): Promise<CheckoutRedirect> {
    if (!Number.isSafeInteger(order.amount) || order.amount <= 0 || !order.orderId) {
      throw tossDeclined('INVALID_REQUEST');
    }
    if (await this.#store.paymentOfOrder(order.orderId)) throw tossDeclined('DUPLICATED_ORDER_ID');
    const paymentKey = `sandbox_${this.options.random.token(18)}`;
    await this.#store.savePayment({
      paymentKey,
      orderId: order.orderId,
      orderName: order.orderName,
      amount: order.amount,
      balanceAmount: order.amount,
      method: order.method,
      status: 'pending',
      requestedAt: this.options.clock.now(),
      approvedAt: null,
      cardDeclines:
        order.method === 'card' && order.cardNumber?.replace(/\D/gu, '') === SANDBOX_DECLINED_CARD,
      holderName: order.customerName ?? '기부자',
      virtualAccount: null,
      failure: null,
      customerKey: null,
    });
    return { paymentKey, orderId: order.orderId, amount: order.amount };
  }

  async registerCard(card: { customerKey: string; cardNumber: string }) {
    const cardNumber = card.cardNumber.replace(/[\s-]/gu, '');
    if (!/^\d{15,16}$/u.test(cardNumber)) throw tossDeclined('INVALID_CARD_NUMBER');
    if (!card.customerKey) throw tossDeclined('INVALID_REQUEST');
    const authKey = `sandbox_auth_${this.options.random.token(18)}`;
    await this.#store.saveAuthorization({ authKey, customerKey: card.customerKey, cardNumber });
    return { authKey, customerKey: card.customerKey };
  }

  async deposit(orderId: string): Promise<ProviderPayment> {
    const record = await this.#current(await this.#store.paymentOfOrder(orderId));
    if (!record?.virtualAccount) throw tossDeclined('NOT_FOUND_PAYMENT');
    if (record.status !== 'awaitingDeposit') throw tossDeclined('ALREADY_PROCESSED_PAYMENT');
    const paid = await this.#save({
      ...record,
      status: 'paid',
      approvedAt: this.options.clock.now(),
    });
    await this.#send({
      createdAt: this.options.clock.now().toISOString(),
      secret: record.virtualAccount.depositSecret,
      status: 'DONE',
      transactionKey: this.options.random.token(12),
      orderId,
    });
    return paid;
  }

  async confirm(request: ConfirmRequest): Promise<ProviderPayment> {
    try {
      return await this.#confirm(request);
    } catch (error) {
      return confirmedAgain(error, request, (key) => this.payment(key));
    }
  }

  async #confirm({ paymentKey, orderId, amount }: ConfirmRequest): Promise<ProviderPayment> {
    const record = await this.#current(await this.#store.payment(paymentKey));
    if (!record || record.orderId !== orderId) throw tossDeclined('NOT_FOUND_PAYMENT');
    if (record.status === 'expired') throw tossDeclined('NOT_FOUND_PAYMENT_SESSION');
    if (record.status !== 'pending') throw tossDeclined('ALREADY_PROCESSED_PAYMENT');
    if (record.amount !== amount) throw tossDeclined('INVALID_REQUEST');
    const now = this.options.clock.now();
    if (record.method === 'virtualAccount') {
      return this.#save({
        ...record,
        status: 'awaitingDeposit',
        virtualAccount: {
          bank: '신한은행',
          accountNumber: sandboxAccountNumber(this.options.random),
          holderName: record.holderName,
          dueDate: new Date(now.getTime() + DEPOSIT_DAYS * DAY_MS),
          depositSecret: this.options.random.token(24),
        },
      });
    }
    const refusal = sandboxRefusal(record.cardDeclines, record.method, amount);
    if (refusal) {
      await this.#save({ ...record, status: 'failed', failure: refusal });
      throw tossDeclined(refusal.code);
    }
    return this.#save({ ...record, status: 'paid', approvedAt: now });
  }

  async paymentOfOrder(orderId: string): Promise<ProviderPayment | null> {
    const record = await this.#current(await this.#store.paymentOfOrder(orderId));
    return record && providerPaymentOf(record);
  }

  async payment(paymentKey: string): Promise<ProviderPayment | null> {
    const record = await this.#current(await this.#store.payment(paymentKey));
    return record && providerPaymentOf(record);
  }

  async issueBillingKey({ authKey, customerKey }: IssueBillingKeyRequest): Promise<BillingKey> {
    const authorization = await this.#store.takeAuthorization(authKey);
    if (!authorization || authorization.customerKey !== customerKey) {
      throw tossDeclined('INVALID_BILL_KEY_REQUEST');
    }
    const digits = authorization.cardNumber.replace(/\D/gu, '');
    const record = {
      billingKey: `sandbox_billing_${this.options.random.token(24)}`,
      customerKey,
      cardLabel: `테스트카드 ${digits.slice(0, 4)}-****-****-${digits.slice(-4)}`,
      cardDeclines: digits === SANDBOX_DECLINED_CARD,
    };
    await this.#store.saveBillingKey(record);
    return { billingKey: record.billingKey, customerKey, cardLabel: record.cardLabel };
  }

  async chargeBillingKey(request: ChargeBillingKeyRequest): Promise<ProviderPayment> {
    const billing = await this.#store.billingKey(request.billingKey);
    if (!billing) throw tossDeclined('INVALID_BILL_KEY_REQUEST');
    if (billing.customerKey !== request.customerKey) throw tossDeclined('NOT_MATCHES_CUSTOMER_KEY');
    const earlier = await this.#store.paymentOfOrder(request.orderId);
    if (earlier) {
      // The same order charged again: its first answer, as Toss's Idempotency-Key gives it.
      if (earlier.amount !== request.amount || earlier.customerKey !== request.customerKey) {
        throw tossDeclined('DUPLICATED_ORDER_ID');
      }
      if (earlier.failure) throw tossDeclined(earlier.failure.code);
      return providerPaymentOf(earlier);
    }
    const now = this.options.clock.now();
    const refusal = sandboxRefusal(billing.cardDeclines, 'card', request.amount);
    const record: SandboxPaymentRecord = {
      paymentKey: `sandbox_${this.options.random.token(18)}`,
      orderId: request.orderId,
      orderName: request.orderName,
      amount: request.amount,
      balanceAmount: request.amount,
      method: 'card',
      status: refusal ? 'failed' : 'paid',
      requestedAt: now,
      approvedAt: refusal ? null : now,
      cardDeclines: billing.cardDeclines,
      holderName: '',
      virtualAccount: null,
      failure: refusal,
      customerKey: request.customerKey,
    };
    await this.#store.savePayment(record);
    if (refusal) throw tossDeclined(refusal.code);
    return providerPaymentOf(record);
  }

  async cancel({ paymentKey, reason, amount, idempotencyKey }: CancelRequest) {
    const done = await this.#store.cancelledWith(idempotencyKey);
    if (done !== null) {
      const again = await this.payment(done);
      if (done === paymentKey && again) return again;
      throw tossDeclined('INVALID_REQUEST');
    }
    const record = await this.#current(await this.#store.payment(paymentKey));
    if (!record) throw tossDeclined('NOT_FOUND_PAYMENT');
    if (record.status === 'cancelled') throw tossDeclined('ALREADY_CANCELED_PAYMENT');
    if (!['paid', 'partiallyCancelled', 'awaitingDeposit'].includes(record.status) || !reason) {
      throw tossDeclined('NOT_CANCELABLE_PAYMENT');
    }
    const part = amount ?? record.balanceAmount;
    if (!Number.isSafeInteger(part) || part <= 0 || part > record.balanceAmount) {
      throw tossDeclined('NOT_CANCELABLE_AMOUNT');
    }
    const balanceAmount = record.balanceAmount - part;
    await this.#store.rememberCancellation(idempotencyKey, paymentKey);
    return this.#save({
      ...record,
      balanceAmount,
      status: balanceAmount === 0 ? 'cancelled' : 'partiallyCancelled',
    });
  }

  readWebhook(delivery: WebhookDelivery): PaymentWebhookEvent | null {
    return readTossWebhook(delivery);
  }

  /** Deliveries whose receiver failed, oldest first. */
  undelivered(): readonly WebhookDelivery[] {
    return [...this.#undelivered];
  }

  /** Sends the failed deliveries again (Toss does so for three days). */
  async redeliver(): Promise<void> {
    for (const delivery of this.#undelivered.splice(0)) await this.#deliver(delivery);
  }

  /** The record as of now: a checkout or a virtual account past its time has expired. */
  async #current(record: SandboxPaymentRecord | null): Promise<SandboxPaymentRecord | null> {
    if (!record) return null;
    if (!hasLapsed(record, this.options.clock.now())) return record;
    await this.#store.savePayment({ ...record, status: 'expired' });
    return { ...record, status: 'expired' };
  }

  /** Saves a changed record and announces it as Toss does (PAYMENT_STATUS_CHANGED). */
  async #save(record: SandboxPaymentRecord): Promise<ProviderPayment> {
    await this.#store.savePayment(record);
    await this.#send({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: this.options.clock.now().toISOString(),
      data: {
        paymentKey: record.paymentKey,
        orderId: record.orderId,
        status: TOSS_STATUS_OF[record.status],
      },
    });
    return providerPaymentOf(record);
  }

  async #send(body: Record<string, unknown>): Promise<void> {
    await this.#deliver({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async #deliver(delivery: WebhookDelivery): Promise<void> {
    if (!this.options.deliver) return;
    try {
      await this.options.deliver(delivery);
    } catch {
      this.#undelivered.push(delivery);
    }
  }
}
