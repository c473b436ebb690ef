import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  newOrderId,
  newPaymentOrder,
  newTransferReference,
  orderNameOf,
  type PaymentMethod,
  type PaymentOutcome,
  PAYMENT_METHODS,
  type StartedCheckout,
} from '../../../src/domain/payments';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { AppError } from '../shared/app-error';
import type { OrderEvents } from './order-events';
import { PAYMENTS_ACTOR } from './order-events';
import type { SealedResidentNumber, StoredOrder } from './orders-port';
import { outcomeFor } from './payment-outcomes';
import type { PaymentsDependencies } from './payments-ports';

/** A deposit to the association's own account is awaited this long (issue 31, item 2). */
export const OWN_ACCOUNT_DEPOSIT_DAYS = 7;

/** How many times a taken transfer reference is drawn again (one in 30^6 collides). */
const REFERENCE_DRAWS = 5;

/** What an order is made of, once its feature has priced it (never the browser). */
export type OrderRequest = Pick<
  StoredOrder,
  | 'purpose'
  | 'amount'
  | 'method'
  | 'fundId'
  | 'dues'
  | 'event'
  | 'donor'
  | 'wantsReceipt'
  | 'namedInHallOfFame'
> & {
  /** The checkout's resident number, sealed for the order once its id is drawn. */
  readonly residentNumberFor: (orderId: string) => SealedResidentNumber | null;
};

/** The methods offered now: the provider's when one takes payments, the own account when set. */
export function offeredMethods(
  deps: Pick<PaymentsDependencies, 'gateway' | 'checkout'>,
): PaymentMethod[] {
  const online = deps.gateway !== null && deps.checkout.provider !== 'off';
  return PAYMENT_METHODS.filter((method) =>
    method === 'bankTransfer' ? deps.checkout.bankAccount !== null : online,
  );
}

/**
 * A new order (issues 31, 33): stored in `created` with its own id (and, for the association's
 * own account, a transfer reference, drawn again when taken), audited, and for the own account
 * awaiting its deposit at once; the payment window's details.
 */
export async function openOrder(
  deps: PaymentsDependencies,
  events: OrderEvents,
  request: OrderRequest,
  fundName: string | null,
): Promise<StartedCheckout> {
  const now = deps.clock.now();
  const own = request.method === 'bankTransfer';
  const provider = own ? 'own' : (deps.gateway?.provider ?? 'own');
  const { residentNumberFor, ...fields } = request;
  for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
    const orderId = newOrderId(request.purpose, calendarDateOf(now), deps.randomIndex);
    const base = newPaymentOrder({
      orderId,
      purpose: request.purpose,
      amount: request.amount,
      createdAt: now.toISOString(),
    });
    const account = deps.checkout.bankAccount;
    const order: StoredOrder = {
      ...base,
      ...fields,
      provider,
      residentNumber: residentNumberFor(orderId),
      transferReference: own ? newTransferReference(deps.randomIndex) : null,
      deposit: own && account ? { ...account, secret: null } : null,
      recordedAs: null,
      pledge: null,
      updatedAt: now.toISOString(),
    };
    if (!(await deps.paymentOrders.create(order))) continue;
    await deps.audit.audited(
      PAYMENTS_ACTOR,
      AUDIT_ACTIONS.changePaymentState,
      orderId,
      async () => undefined,
      `→ created (checkout) ${order.amount}원`,
    );
    let outcome: PaymentOutcome | null = null;
    if (own) {
      const dueAt = new Date(now.getTime() + OWN_ACCOUNT_DEPOSIT_DAYS * 86_400_000);
      const applied = await events.apply(
        orderId,
        { kind: 'depositAwaited', paymentKey: null, dueAt: dueAt.toISOString() },
        'checkout',
      );
      outcome = await outcomeFor(deps, applied.order);
    }
    return {
      orderId,
      orderName: orderNameOf(order, fundName),
      amount: order.amount,
      method: order.method,
      customer: { name: order.donor.name, email: order.donor.email, phone: order.donor.phone },
      outcome,
      cardRegistration: null,
    };
  }
  throw new AppError('invalidState', '결제 신청을 만들지 못했습니다. 다시 시도해 주세요.');
}
