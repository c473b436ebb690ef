import {
  maskedEmail,
  ORDER_STATE_LABELS,
  orderNextSteps,
  orderSubject,
  type OutcomeLink,
  type PaymentOutcome,
  proofOfPaymentOf,
} from '../../../src/domain/payments';
import type { StoredOrder } from './orders-port';

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
    message: orderNextSteps(order),
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
