import type { DataOf } from '../../../src/contract/endpoint-types';
import { methodsFor, type PaymentMethod } from '../../../src/domain/payments';
import type { EventFeePayments } from '../events';
import { AppError } from '../shared/app-error';
import { OrderEvents } from './order-events';
import { offeredMethods, openOrder } from './order-opening';
import type { PaymentsDependencies } from './payments-ports';
import { PaymentDeclined, PaymentUnreachable } from './ports';

/** What the office reads when a fee paid to the association's own account is to be given back. */
export const OWN_ACCOUNT_REFUND_BY_HAND =
  '총동문회 계좌로 직접 입금한 참가비는 결제 대행사를 통해 돌려 드릴 수 없습니다. 사무국에서 입금하신 분의 계좌로 직접 환불해 주세요.';

/** The provider's refund reason when the events feature gives none (Toss requires one). */
const DEFAULT_REFUND_REASON = '행사 참가 신청 취소';
/** Toss takes a cancel reason of up to 200 characters. */
const REFUND_REASON_MAX = 200;
/** How many fees not kept one pass gives back (the rest at the next pass, a minute later). */
const UNKEPT_BATCH = 20;
/** The provider's reason for giving back a fee not kept. */
const UNKEPT_REASON = '취소된 참가 신청의 참가비 환불';

/**
 * Event fees through the payment port (issue 33, item 3), as the events feature asks for them
 * (its `EventFeePayments`): an order of purpose `event` priced by the events feature
 * (`EventLedger.feeOrderOf`, never the browser) and paid like any other order (the provider's
 * window, or the association's own account with a reference); and a paid fee's refund, the
 * provider's `cancel` once per order (its idempotency key is the order's), then the order's
 * `refunded` event through `OrderEvents` (audited). The fee recorded on payment, and the seats
 * freed when the order closes unpaid, are `OrderEvents`' (the events feature's `EventLedger`).
 */
export class EventFeeCheckouts implements EventFeePayments {
  readonly #events: OrderEvents;

  constructor(private readonly deps: PaymentsDependencies) {
    this.#events = new OrderEvents(deps);
  }

  methods(): readonly PaymentMethod[] {
    return offeredMethods(this.deps).filter((method) => methodsFor('event').includes(method));
  }

  async startFeeCheckout(request: {
    readonly registrationId: string;
    readonly method: PaymentMethod;
  }): Promise<DataOf<'startCheckout'>> {
    if (!this.methods().includes(request.method)) {
      throw new AppError(
        'invalidInput',
        '지금은 이 결제 수단을 쓸 수 없습니다. 다른 결제 수단을 골라 주세요.',
      );
    }
    const fee = await this.deps.events.feeOrderOf(request.registrationId);
    if (!fee) throw new AppError('invalidState', '이 참가 신청에는 낼 참가비가 없습니다.');
    return openOrder(
      this.deps,
      this.#events,
      {
        purpose: 'event',
        amount: fee.amount,
        method: request.method,
        fundId: null,
        dues: null,
        event: { registrationId: request.registrationId, name: fee.orderName },
        donor: fee.payer,
        wantsReceipt: false,
        namedInHallOfFame: false,
        residentNumberFor: () => null,
      },
      null,
    );
  }

  /**
   * Gives back the fees paid that the events feature did not keep (`isUnkeptFee`: the
   * registration cancelled or released before the payment ended, or paid by another order),
   * every minute with the payments' watch; one that could not be refunded is tried again at the
   * next pass (the provider's cancel is idempotent by the order). A fee paid to the association's
   * own account is the office's to give back by hand. Answers how many were refunded.
   */
  async refundUnkeptFees(): Promise<number> {
    let refunded = 0;
    for (const order of await this.deps.paymentOrders.unkeptEventFees(UNKEPT_BATCH)) {
      const outcome = await this.refundFee(order.orderId, UNKEPT_REASON);
      if (outcome.refunded) refunded += 1;
      else this.deps.reportFailure('unkept event fee refund', new Error(outcome.message ?? ''));
    }
    return refunded;
  }

  async refundFee(
    orderId: string,
    reason: string,
  ): Promise<{ readonly refunded: boolean; readonly message: string | null }> {
    const order = await this.deps.paymentOrders.find(orderId);
    if (!order || order.purpose !== 'event') {
      throw new AppError('notFound', '참가비 결제를 찾을 수 없습니다.');
    }
    if (order.state === 'refunded') return { refunded: true, message: null };
    if (order.state !== 'paid') {
      return {
        refunded: false,
        message: '결제가 끝나지 않은 참가비여서 돌려 드릴 금액이 없습니다.',
      };
    }
    if (order.provider === 'own') return { refunded: false, message: OWN_ACCOUNT_REFUND_BY_HAND };
    const gateway = this.deps.gateway;
    if (!gateway || order.paymentKey === null || gateway.provider !== order.provider) {
      return {
        refunded: false,
        message:
          '이 참가비를 결제한 결제 대행사에 지금 연결할 수 없어 환불하지 못했습니다. 사무국에서 직접 환불해 주세요.',
      };
    }
    const text = reason.trim() || DEFAULT_REFUND_REASON;
    try {
      const payment = await gateway.cancel({
        paymentKey: order.paymentKey,
        reason: text.slice(0, REFUND_REASON_MAX),
        // One key per order: a retry of this refund cancels nothing more.
        idempotencyKey: `refund-${order.orderId}`,
      });
      if (payment.status !== 'cancelled' || payment.balanceAmount !== 0) {
        this.deps.reportFailure('event fee refund', new Error(`${orderId}: ${payment.status}`));
        return {
          refunded: false,
          message: '결제 대행사가 참가비 전액을 취소하지 않았습니다. 사무국에서 확인해 주세요.',
        };
      }
    } catch (error) {
      if (error instanceof PaymentDeclined) {
        return {
          refunded: false,
          message: `결제 대행사가 환불을 거절했습니다(${error.message}). 사무국에서 직접 환불해 주세요.`,
        };
      }
      if (error instanceof PaymentUnreachable) {
        this.deps.reportFailure('event fee refund', error);
        return {
          refunded: false,
          message:
            '결제 대행사의 응답이 없어 환불되었는지 알 수 없습니다. 잠시 뒤 다시 환불하면 한 번만 처리됩니다.',
        };
      }
      throw error;
    }
    const applied = await this.#events.apply(
      orderId,
      { kind: 'refunded', amount: order.amount },
      'refund',
    );
    return applied.order.state === 'refunded'
      ? { refunded: true, message: null }
      : { refunded: false, message: applied.refusal };
  }
}
