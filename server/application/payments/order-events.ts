import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  applyOrderEvent,
  chargePaid,
  CLOSED_ORDER_STATES,
  type OrderEvent,
  type OrderState,
} from '../../../src/domain/payments';
import { AppError } from '../shared/app-error';
import type { StoredOrder } from './orders-port';
import type { PaymentsDependencies } from './payments-ports';
import { PaymentMails } from './payment-mails';
import { domainChargeOf, storedChargeOf } from './pledge-views';

/** Who changes an order's state in the audit log: the payments feature, not an administrator. */
export const PAYMENTS_ACTOR = 'payments';

/** What brought an event: the donor's return, the provider's webhook, a reconciliation… */
export type EventSource =
  | 'checkout'
  | 'confirm'
  | 'abandon'
  | 'webhook'
  | 'reconcile'
  | 'expiry'
  | 'statement'
  /** A monthly pledge's charge through its billing key. */
  | 'charge'
  /** A paid order given back (an event's fee, when its registration is cancelled in time). */
  | 'refund';

export interface AppliedEvent {
  readonly order: StoredOrder;
  readonly changed: boolean;
  /** Why the event was refused (another amount, an impossible step); null when it was not. */
  readonly refusal: string | null;
}

/** A compare-and-set lost to another request this many times in a row is a fault, not a race. */
const ATTEMPTS = 5;

/**
 * The one way an order changes (issue 31, item 3): the domain's `applyOrderEvent` on the order
 * as stored, written by compare-and-set on its state, so that of two requests delivering events
 * at once (a redirect and a webhook, two instances) each sees the other's result. The one
 * transition to `paid` records the gift, the dues or the event's fee in the same transaction, and
 * an event's fee that closes unpaid frees its registration in it; every change is in the audit
 * log; the donor's mail is written to the outbox with the change.
 */
export class OrderEvents {
  readonly #mails: PaymentMails;

  constructor(private readonly deps: PaymentsDependencies) {
    this.#mails = new PaymentMails(deps);
  }

  async apply(
    orderId: string,
    event: OrderEvent,
    source: EventSource,
    /** Fields set with the change (a virtual account's details). */
    extra: Partial<Pick<StoredOrder, 'deposit'>> = {},
  ): Promise<AppliedEvent> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const order = await this.deps.paymentOrders.find(orderId);
      if (!order) throw new AppError('notFound', '결제 신청을 찾을 수 없습니다.');
      const transition = applyOrderEvent(order, event);
      if (transition.outcome === 'unchanged') return { order, changed: false, refusal: null };
      if (transition.outcome === 'refused') {
        return { order, changed: false, refusal: transition.message };
      }
      const now = this.deps.clock.now().toISOString();
      const closed = CLOSED_ORDER_STATES.includes(transition.order.state);
      const next: StoredOrder = {
        ...order,
        ...transition.order,
        ...extra,
        // A resident number waits only for the payment: a closed order drops it.
        residentNumber: closed ? null : order.residentNumber,
        updatedAt: now,
      };
      const written = await this.deps.transactions.run(async () => {
        if (!(await this.deps.paymentOrders.replace(order.state, next))) return null;
        let result = next;
        if (transition.recordsPayment) {
          result = { ...next, recordedAs: await this.record(next), residentNumber: null };
          await this.deps.paymentOrders.replace(next.state, result);
          if (result.pledge) await this.chargePaid(result.pledge, result.orderId, now);
        }
        if (result.event && closedUnpaid(result)) {
          // The seats the open payment held come free with the order's close, never apart.
          await this.deps.events.releaseUnpaidRegistration({
            registrationId: result.event.registrationId,
            orderId: result.orderId,
          });
        }
        await this.audit(order.state, result, source);
        // To the outbox with the change: delivered once it is committed, never without it.
        await this.#mails.afterChange(result);
        return result;
      });
      if (written) return { order: written, changed: true, refusal: null };
    }
    throw new AppError(
      'invalidState',
      '결제 상태가 계속 바뀌고 있습니다. 잠시 후 다시 확인해 주세요.',
    );
  }

  /** A pledge's month paid by this order; its resident number now lives on the donor. */
  private async chargePaid(
    pledge: { readonly pledgeId: string; readonly month: string },
    orderId: string,
    now: string,
  ): Promise<void> {
    const { pledges } = this.deps;
    const charge = await pledges.charge(pledge.pledgeId, pledge.month);
    if (charge) {
      const paid = storedChargeOf(chargePaid(domainChargeOf(charge)));
      await pledges.saveCharge({ ...charge, ...paid, orderId, claimedUntil: null, updatedAt: now });
    }
    await pledges.update(pledge.pledgeId, { residentNumber: null, updatedAt: now });
  }

  /** The gift, the dues or the event's fee the paid order is, through its feature's entry. */
  private async record(order: StoredOrder): Promise<string | null> {
    const paidAt = order.paidAt ?? order.updatedAt;
    if (order.purpose === 'event') {
      if (!order.event) throw new Error(`Event order ${order.orderId} lacks its registration`);
      const { registrationId, kept } = await this.deps.events.recordPaidEventFee({
        registrationId: order.event.registrationId,
        orderId: order.orderId,
        amount: order.amount,
        paidAt,
      });
      // Not kept: recorded as nothing, and given back (EventFeeCheckouts.refundUnkeptFees).
      return kept ? registrationId : null;
    }
    if (order.purpose === 'dues') {
      if (!order.dues || !order.donor.memberId)
        throw new Error(`Dues order ${order.orderId} lacks its dues`);
      const { paymentId } = await this.deps.dues.recordPaidDues({
        memberId: order.donor.memberId,
        kind: order.dues.kind,
        year: order.dues.year,
        amount: order.amount,
        orderId: order.orderId,
        paidAt,
      });
      return paymentId;
    }
    if (!order.fundId) throw new Error(`Gift order ${order.orderId} lacks its fund`);
    const { donationId } = await this.deps.gifts.recordPaidGift({
      orderId: order.orderId,
      memberId: order.donor.memberId,
      name: order.donor.name,
      phone: order.donor.phone,
      email: order.donor.email,
      fundId: order.fundId,
      amount: order.amount,
      paidAt,
      method: order.method === 'card' ? 'card' : 'transfer',
      wantsReceipt: order.wantsReceipt,
      residentNumber: order.residentNumber
        ? { ...order.residentNumber, sealedFor: residentNumberBinding(order.orderId) }
        : null,
      namedInHallOfFame: order.namedInHallOfFame,
    });
    return donationId;
  }

  private async audit(from: OrderState, order: StoredOrder, source: EventSource): Promise<void> {
    const detail = `${from} → ${order.state} (${source}) ${order.amount}원`;
    await this.deps.audit.audited(
      PAYMENTS_ACTOR,
      AUDIT_ACTIONS.changePaymentState,
      order.orderId,
      async () => undefined,
      detail,
    );
  }
}

/** An order that closed without a payment (a refund is not: it was paid). */
function closedUnpaid(order: StoredOrder): boolean {
  return order.state === 'failed' || order.state === 'cancelled' || order.state === 'expired';
}

/** What an order's resident number is sealed for, until a donor holds it. */
export function residentNumberBinding(orderId: string): string {
  return `payment-order:${orderId}`;
}
