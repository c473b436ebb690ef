import {
  maskedEmail,
  ORDER_STATE_LABELS,
  orderNextSteps,
  orderSubject,
  type OutcomeLink,
  type PaymentOutcome,
  proofOfPaymentOf,
  UNKEPT_FEE_MESSAGE,
} from '../../../src/domain/payments';
import type { StoredOrder } from './orders-port';
import type { PaymentsDependencies } from './payments-ports';

/**
 * An event's fee paid that the events feature did not keep (recorded as nothing): the
 * registration was cancelled or released meanwhile, or paid by another order. It is refunded by
 * `EventFeeCheckouts.refundUnkeptFees`.
 */
export function isUnkeptFee(order: StoredOrder): boolean {
  return order.purpose === 'event' && order.state === 'paid' && order.recordedAs === null;
}

/** One order as its payer sees it; `link` leads to what an event's fee paid for. */
export function outcomeOf(
  order: StoredOrder,
  fundName: string | null,
  sandbox: boolean,
  link: OutcomeLink | null = null,
): PaymentOutcome {
  return {
    orderId: order.orderId,
    purpose: order.purpose,
    state: order.state,
    stateLabel: ORDER_STATE_LABELS[order.state],
    message: isUnkeptFee(order) ? UNKEPT_FEE_MESSAGE : orderNextSteps(order),
    amount: order.amount,
    method: order.method,
    what: orderSubject(order, fundName),
    deposit:
      order.deposit && order.depositDueAt
        ? {
            bank: order.deposit.bank,
            accountNumber: order.deposit.accountNumber,
            holderName: order.deposit.holderName,
            dueAt: order.depositDueAt,
            reference: order.transferReference,
          }
        : null,
    proofOfPayment: proofOfPaymentOf(order),
    emailMasked: maskedEmail(order.donor.email),
    member: order.donor.memberId !== null,
    sandbox,
    link,
  };
}

/** An order's outcome with its fund's name, or, for an event's fee, the link to its registration. */
export async function outcomeFor(
  deps: Pick<PaymentsDependencies, 'gifts' | 'gateway' | 'events' | 'eventPages'>,
  order: StoredOrder,
): Promise<PaymentOutcome> {
  const funds = order.fundId ? await deps.gifts.listDonationFunds() : [];
  const fundName = funds.find((fund) => fund.fundId === order.fundId)?.name ?? null;
  return outcomeOf(order, fundName, order.provider === 'sandbox', await eventLinkOf(deps, order));
}

/** Where the payer of an event's fee sees the registration: /me for a member, its page otherwise. */
async function eventLinkOf(
  deps: Pick<PaymentsDependencies, 'events' | 'eventPages'>,
  order: StoredOrder,
): Promise<OutcomeLink | null> {
  if (!order.event) return null;
  if (order.donor.memberId !== null)
    return { href: deps.eventPages.mine, label: '내 행사 신청 보기' };
  const own = (await deps.events.registrationPathOf?.(order.event.registrationId)) ?? null;
  return own
    ? { href: own, label: '참가 신청 보기' }
    : { href: deps.eventPages.list, label: '행사 일정 보기' };
}
