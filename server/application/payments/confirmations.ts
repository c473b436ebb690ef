import {
  CONFIRM_ANSWER_WAIT_SECONDS,
  isOverdue,
  type OrderEvent,
  type PaymentOutcome,
  type PaymentRedirect,
} from '../../../src/domain/payments';
import { AppError } from '../shared/app-error';
import { outcomeFor } from './checkouts';
import { type EventSource, OrderEvents } from './order-events';
import type { StoredOrder } from './orders-port';
import type { PaymentsDependencies } from './payments-ports';
import {
  type PaymentGateway,
  PaymentDeclined,
  type ProviderPayment,
  PaymentUnreachable,
  type WebhookDelivery,
} from './ports';

/** How many orders one pass of the maintenance settles. */
const RECONCILE_BATCH = 50;

/**
 * A payment's outcome reaches an order three ways (issue 31, item 3), all through OrderEvents:
 * the donor's return (`confirmPayment`: the server confirms with the provider, for the order's
 * own amount), the provider's webhook (re-read at the provider, never believed as sent), and the
 * maintenance's reconciliation, which asks the provider how a confirm whose answer was lost
 * ended, and expires orders nobody came back to.
 */
export class PaymentConfirmations {
  readonly #events: OrderEvents;

  constructor(private readonly deps: PaymentsDependencies) {
    this.#events = new OrderEvents(deps);
  }

  async confirmPayment(redirect: PaymentRedirect): Promise<PaymentOutcome> {
    const gateway = this.gateway();
    const order = await this.existing(redirect.orderId);
    if (order.provider === 'own') {
      throw new AppError('invalidState', '계좌 입금 신청은 결제창에서 승인하지 않습니다.');
    }
    const requested = await this.#events.apply(
      order.orderId,
      {
        kind: 'confirmRequested',
        paymentKey: redirect.paymentKey,
        amount: redirect.amount,
        at: this.deps.clock.now().toISOString(),
      },
      'confirm',
    );
    if (requested.refusal) {
      // Another amount than the order's: never confirmed, the order closes.
      if (requested.order.state === 'created' && redirect.amount !== order.amount) {
        const failed = await this.#events.apply(
          order.orderId,
          { kind: 'failed', reason: 'amountMismatch' },
          'confirm',
        );
        return this.outcome(failed.order);
      }
      return this.outcome(requested.order);
    }
    if (requested.order.state !== 'confirming') return this.outcome(requested.order);
    let payment: ProviderPayment;
    try {
      payment = await gateway.confirm({
        paymentKey: redirect.paymentKey,
        orderId: order.orderId,
        amount: order.amount,
      });
    } catch (error) {
      if (error instanceof PaymentDeclined && !error.retryable) {
        const failed = await this.#events.apply(
          order.orderId,
          { kind: 'failed', reason: error.reason },
          'confirm',
        );
        return this.outcome(failed.order);
      }
      if (error instanceof PaymentDeclined || error instanceof PaymentUnreachable) {
        // The outcome is unknown: the order stays `confirming` until reconciled.
        this.deps.reportFailure('payment confirm', error);
        return this.outcome(requested.order);
      }
      throw error;
    }
    return this.outcome(await this.applyProviderPayment(order.orderId, payment, 'confirm'));
  }

  /** The provider's webhook: a hint to re-read the payment; answered 200 whatever it says. */
  async paymentWebhook(delivery: WebhookDelivery): Promise<void> {
    const gateway = this.deps.gateway;
    if (!gateway) return;
    const event = gateway.readWebhook(delivery);
    if (!event) return;
    const order = await this.deps.paymentOrders.find(event.orderId);
    if (!order || order.provider === 'own') return;
    if (event.kind === 'depositCallback') {
      // Only the secret given at the virtual account's issue proves the callback is the provider's.
      if (!order.deposit?.secret || order.deposit.secret !== event.secret) return;
    }
    const payment =
      event.kind === 'paymentStatusChanged'
        ? await gateway.payment(event.paymentKey)
        : await gateway.paymentOfOrder(event.orderId);
    if (!payment || payment.orderId !== order.orderId) return;
    await this.applyProviderPayment(order.orderId, payment, 'webhook');
  }

  /**
   * The maintenance's pass: confirms whose answer was lost are settled by asking the provider,
   * and orders nobody came back to (or whose deposit is overdue) expire. Answers how many
   * orders changed.
   */
  async reconcilePayments(): Promise<number> {
    const now = this.deps.clock.now();
    let changed = 0;
    const waited = new Date(now.getTime() - CONFIRM_ANSWER_WAIT_SECONDS * 1000).toISOString();
    const confirming = await this.deps.paymentOrders.inStates(
      ['confirming'],
      waited,
      RECONCILE_BATCH,
    );
    for (const order of confirming) {
      if (await this.reconcile(order)) changed += 1;
    }
    const open = await this.deps.paymentOrders.inStates(
      ['created', 'awaitingDeposit'],
      now.toISOString(),
      RECONCILE_BATCH,
    );
    for (const order of open) {
      if (!isOverdue(order, now)) continue;
      if (order.provider !== 'own' && this.deps.gateway && (await this.reconcile(order))) {
        changed += 1;
        continue;
      }
      const applied = await this.#events.apply(order.orderId, { kind: 'expired' }, 'expiry');
      if (applied.changed) changed += 1;
    }
    return changed;
  }

  /** Asks the provider how an order's payment stands and applies it; true when it changed. */
  private async reconcile(order: StoredOrder): Promise<boolean> {
    const gateway = this.deps.gateway;
    if (!gateway) return false;
    let payment: ProviderPayment | null;
    try {
      payment = await gateway.paymentOfOrder(order.orderId);
    } catch (error) {
      this.deps.reportFailure('payment reconciliation', error);
      return false;
    }
    if (!payment) {
      // The provider never took a payment for it: a confirm that never arrived.
      if (order.state !== 'confirming') return false;
      const failed = await this.#events.apply(
        order.orderId,
        { kind: 'failed', reason: 'providerUnavailable' },
        'reconcile',
      );
      return failed.changed;
    }
    if (payment.status === 'pending' && order.state === 'confirming' && order.paymentKey) {
      // The confirm never reached the provider: send it again (idempotent by payment key).
      try {
        payment = await gateway.confirm({
          paymentKey: order.paymentKey,
          orderId: order.orderId,
          amount: order.amount,
        });
      } catch (error) {
        if (!(error instanceof PaymentDeclined) || error.retryable) {
          this.deps.reportFailure('payment reconciliation', error);
          return false;
        }
        const failed = await this.#events.apply(
          order.orderId,
          { kind: 'failed', reason: error.reason },
          'reconcile',
        );
        return failed.changed;
      }
    }
    const before = order.state;
    const after = await this.applyProviderPayment(order.orderId, payment, 'reconcile');
    return after.state !== before;
  }

  /** The provider's word on a payment, as the order's event. */
  async applyProviderPayment(
    orderId: string,
    payment: ProviderPayment,
    source: EventSource,
  ): Promise<StoredOrder> {
    const event = eventOf(payment, this.deps.clock.now());
    if (!event) return this.existing(orderId);
    const account = payment.virtualAccount;
    const extra =
      event.kind === 'depositAwaited' && account
        ? {
            deposit: {
              bank: account.bank,
              accountNumber: account.accountNumber,
              holderName: account.holderName,
              secret: account.depositSecret,
            },
          }
        : {};
    const applied = await this.#events.apply(orderId, event, source, extra);
    if (applied.refusal && event.kind === 'paid') {
      // Paid at the provider but refused here (another amount, another payment): the office must
      // look; the donor's money is not lost, and nothing is recorded twice.
      this.deps.reportFailure(
        'payment refused after the provider took it',
        new Error(`${orderId}: ${applied.refusal}`),
      );
    }
    return applied.order;
  }

  private gateway(): PaymentGateway {
    if (!this.deps.gateway) {
      throw new AppError(
        'invalidState',
        '지금은 온라인 결제를 받지 않습니다. 총동문회 계좌로 입금해 주세요.',
      );
    }
    return this.deps.gateway;
  }

  private async existing(orderId: string): Promise<StoredOrder> {
    const order = await this.deps.paymentOrders.find(orderId);
    if (!order) throw new AppError('notFound', '결제 신청을 찾을 수 없습니다.');
    return order;
  }

  private outcome(order: StoredOrder): Promise<PaymentOutcome> {
    return outcomeFor(this.deps, order);
  }
}

/** A provider's payment as an order event; null for a state that changes nothing (pending). */
function eventOf(payment: ProviderPayment, now: Date): OrderEvent | null {
  const at = (payment.approvedAt ?? now).toISOString();
  switch (payment.status) {
    case 'paid':
      return { kind: 'paid', paymentKey: payment.paymentKey, amount: payment.amount, at };
    case 'awaitingDeposit':
      return {
        kind: 'depositAwaited',
        paymentKey: payment.paymentKey,
        dueAt: (payment.virtualAccount?.dueDate ?? now).toISOString(),
      };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'partiallyCancelled':
      return null;
    case 'failed':
      return { kind: 'failed', reason: 'rejected' };
    case 'expired':
      return { kind: 'expired' };
    case 'pending':
      return null;
  }
}
