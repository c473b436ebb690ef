import { type CalendarDate, formatCalendarDate } from '../shared/calendar/calendar-date';
import type { PaymentPurpose } from './purpose';
import { drawCharacters, type RandomIndex } from './random-draw';

/**
 * Payment orders (issue 31, item 3): one order per attempt to pay, whatever the purpose. The
 * order holds the amount the server priced (from the pledge, the gift's checkout or the dues),
 * never the browser's; the provider's answers, the donor's return from the payment window and
 * the provider's webhooks all arrive here as events, in any order and any number of times, and
 * `applyOrderEvent` says whether each one changes the order. A payment is recorded only on the
 * one transition that reaches `paid` (`recordsPayment`), so that one gift is one donation.
 */

// ── Order ids ────────────────────────────────────────────────────────────────────────────────

/** What providers accept as an order id (Toss Payments: 6–64 characters of A–Z a–z 0–9 _ -). */
export const ORDER_ID_MIN_LENGTH = 6;
export const ORDER_ID_MAX_LENGTH = 64;
const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/u;
const ORDER_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 20 characters of 62: about 119 bits, never guessed nor repeated. */
const ORDER_ID_RANDOM_LENGTH = 20;
const ORDER_ID_PREFIXES: Readonly<Record<PaymentPurpose, string>> = {
  gift: 'gift',
  pledge: 'pledge',
  dues: 'dues',
  event: 'event',
};

export function isOrderId(text: string): boolean {
  return ORDER_ID_PATTERN.test(text);
}

/**
 * A new order id: its purpose and Korean day, readable in the provider's console, then random
 * characters (`gift-20261128-…`, 34 characters).
 */
export function newOrderId(
  purpose: PaymentPurpose,
  today: CalendarDate,
  random: RandomIndex,
): string {
  const day = formatCalendarDate(today).replaceAll('-', '');
  const tail = drawCharacters(ORDER_ID_ALPHABET, ORDER_ID_RANDOM_LENGTH, random);
  return `${ORDER_ID_PREFIXES[purpose]}-${day}-${tail}`;
}

// ── States ───────────────────────────────────────────────────────────────────────────────────

/**
 * created → confirming (the donor came back from the payment window; the server asks the
 * provider to confirm) → paid | failed; created → cancelled (the donor closed the window) |
 * expired (never came back); created | confirming → awaitingDeposit (a virtual account or the
 * association's own account) → paid | expired | cancelled; paid → refunded (whole).
 */
export const ORDER_STATES = [
  'created',
  'confirming',
  'awaitingDeposit',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  created: '결제 전',
  confirming: '결제 확인 중',
  awaitingDeposit: '입금 대기',
  paid: '결제 완료',
  failed: '결제 실패',
  cancelled: '결제 취소',
  expired: '기한 만료',
  refunded: '환불',
};

/** States no event leaves, bar a refund of a paid order. */
export const CLOSED_ORDER_STATES: readonly OrderState[] = [
  'failed',
  'cancelled',
  'expired',
  'refunded',
];

/** Why a payment failed, as the provider's adapter translates the provider's code. */
export const PAYMENT_FAILURE_REASONS = [
  'cardDeclined',
  'insufficientFunds',
  'invalidCard',
  'amountMismatch',
  'providerUnavailable',
  'rejected',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** What the donor reads when a payment failed: why, and that nothing was recorded. */
export const PAYMENT_FAILURE_MESSAGES: Readonly<Record<PaymentFailureReason, string>> = {
  cardDeclined: '카드사에서 결제를 승인하지 않았습니다. 다른 카드로 다시 시도해 주세요.',
  insufficientFunds: '잔액이나 카드 한도가 부족해 결제되지 않았습니다.',
  invalidCard: '카드 정보가 올바르지 않거나 유효기간이 지났습니다. 카드 정보를 확인해 주세요.',
  amountMismatch:
    '결제하려는 금액이 신청하신 금액과 달라 결제하지 않았습니다. 처음부터 다시 신청해 주세요.',
  providerUnavailable:
    '결제 대행사와 연결되지 않아 결제되지 않았습니다. 잠시 뒤 다시 시도해 주세요.',
  rejected: '결제가 승인되지 않았습니다. 잠시 뒤 다시 시도하시거나 다른 결제 수단을 골라 주세요.',
};

export const PAYMENT_NOT_RECORDED = '결제되지 않았으므로 기부나 회비 납부로 기록되지 않았습니다.';
/** An event's fee not paid: the seats it held come free (issue 33). */
export const EVENT_FEE_NOT_PAID =
  '결제되지 않았으므로 참가비가 납부되지 않았고, 이 결제로 잡아 둔 참가 신청은 취소되었습니다.';
export const ORDER_CANCELLED_MESSAGE = '결제를 취소하셨습니다.';
export const ORDER_EXPIRED_MESSAGE =
  '결제나 입금 기한이 지나 신청이 만료되었습니다. 다시 신청해 주세요.';

export interface PaymentOrder {
  readonly orderId: string;
  readonly purpose: PaymentPurpose;
  /** Whole won, set when the order is made and never changed. */
  readonly amount: number;
  readonly state: OrderState;
  /** The provider's key of the payment (for the own account, the statement's reference). */
  readonly paymentKey: string | null;
  readonly failure: PaymentFailureReason | null;
  /** ISO instants. */
  readonly createdAt: string;
  readonly confirmRequestedAt: string | null;
  readonly paidAt: string | null;
  readonly depositDueAt: string | null;
}

export function newPaymentOrder(fields: {
  readonly orderId: string;
  readonly purpose: PaymentPurpose;
  readonly amount: number;
  readonly createdAt: string;
}): PaymentOrder {
  if (!isOrderId(fields.orderId)) throw new RangeError(`Not an order id: ${fields.orderId}`);
  if (!Number.isSafeInteger(fields.amount) || fields.amount < 1) {
    throw new RangeError(`An order's amount must be whole won above 0, got ${fields.amount}`);
  }
  return {
    ...fields,
    state: 'created',
    paymentKey: null,
    failure: null,
    confirmRequestedAt: null,
    paidAt: null,
    depositDueAt: null,
  };
}

// ── The amount rule ──────────────────────────────────────────────────────────────────────────

/**
 * The amount confirmed must be the order's amount: the browser's amount (or the provider's
 * answer) is compared with what the server priced, and a different one is never confirmed.
 */
export function amountConfirmationRefusal(order: PaymentOrder, amount: number): string | null {
  return amount === order.amount ? null : PAYMENT_FAILURE_MESSAGES.amountMismatch;
}

// ── Events and transitions ───────────────────────────────────────────────────────────────────

export type OrderEvent =
  /** The donor returned from the payment window with the provider's key and an amount. */
  | {
      readonly kind: 'confirmRequested';
      readonly paymentKey: string;
      readonly amount: number;
      readonly at: string;
    }
  /** The provider says the payment is done (confirm answer, reconciliation, webhook, deposit). */
  | {
      readonly kind: 'paid';
      readonly paymentKey: string;
      readonly amount: number;
      readonly at: string;
    }
  /** A virtual account was issued, or the own account was chosen: money comes later. */
  | { readonly kind: 'depositAwaited'; readonly paymentKey: string | null; readonly dueAt: string }
  | { readonly kind: 'failed'; readonly reason: PaymentFailureReason }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'expired' }
  /** A whole refund of a paid order. */
  | { readonly kind: 'refunded'; readonly amount: number };

export type OrderRefusalCode = 'amountMismatch' | 'otherPayment' | 'impossible';

export type OrderTransition =
  | { readonly outcome: 'changed'; readonly order: PaymentOrder; readonly recordsPayment: boolean }
  /** The same event again (a second redirect, a repeated webhook): nothing to do. */
  | { readonly outcome: 'unchanged'; readonly order: PaymentOrder }
  | {
      readonly outcome: 'refused';
      readonly order: PaymentOrder;
      readonly code: OrderRefusalCode;
      readonly message: string;
    };

const OPEN: readonly OrderState[] = ['created', 'confirming', 'awaitingDeposit'];

/**
 * The order after an event. Pure and idempotent: an event that already happened leaves the
 * order as it is (`unchanged`); one that cannot happen in the order's state, or names another
 * amount or another payment, is `refused` with the order untouched.
 */
export function applyOrderEvent(order: PaymentOrder, event: OrderEvent): OrderTransition {
  switch (event.kind) {
    case 'confirmRequested':
      return confirmRequested(order, event.paymentKey, event.amount, event.at);
    case 'paid':
      return paid(order, event.paymentKey, event.amount, event.at);
    case 'depositAwaited':
      if (order.state === 'awaitingDeposit' && order.paymentKey === event.paymentKey) {
        return unchanged(order);
      }
      if (order.state !== 'created' && order.state !== 'confirming')
        return impossible(order, event);
      return changed({
        ...order,
        state: 'awaitingDeposit',
        paymentKey: event.paymentKey,
        depositDueAt: event.dueAt,
      });
    case 'failed':
      if (order.state === 'failed') return unchanged(order);
      if (!OPEN.includes(order.state)) return impossible(order, event);
      return changed({ ...order, state: 'failed', failure: event.reason });
    case 'cancelled':
      if (order.state === 'cancelled') return unchanged(order);
      if (!OPEN.includes(order.state)) return impossible(order, event);
      return changed({ ...order, state: 'cancelled' });
    case 'expired':
      if (order.state === 'expired') return unchanged(order);
      // A confirm under way is settled by asking the provider, never by the clock.
      if (order.state !== 'created' && order.state !== 'awaitingDeposit') {
        return impossible(order, event);
      }
      return changed({ ...order, state: 'expired' });
    case 'refunded':
      if (order.state === 'refunded') return unchanged(order);
      if (order.state !== 'paid') return impossible(order, event);
      if (event.amount !== order.amount) {
        return refused(order, 'amountMismatch', '환불은 결제한 금액 전체로만 할 수 있습니다.');
      }
      return changed({ ...order, state: 'refunded' });
  }
}

function confirmRequested(
  order: PaymentOrder,
  paymentKey: string,
  amount: number,
  at: string,
): OrderTransition {
  const known = order.paymentKey === paymentKey;
  if (known && (order.state === 'confirming' || order.state === 'paid')) return unchanged(order);
  if (order.state !== 'created') {
    return impossible(order, { kind: 'confirmRequested' });
  }
  const refusal = amountConfirmationRefusal(order, amount);
  if (refusal) return refused(order, 'amountMismatch', refusal);
  return changed({ ...order, state: 'confirming', paymentKey, confirmRequestedAt: at });
}

function paid(
  order: PaymentOrder,
  paymentKey: string,
  amount: number,
  at: string,
): OrderTransition {
  const otherKey = order.paymentKey !== null && order.paymentKey !== paymentKey;
  const settled = order.state === 'paid' || order.state === 'refunded';
  if (settled && !otherKey) return unchanged(order);
  // A second payment for one order is named as such: the caller refunds it.
  if (otherKey && (settled || OPEN.includes(order.state))) {
    return refused(order, 'otherPayment', '이 신청에는 이미 다른 결제가 연결되어 있습니다.');
  }
  if (!OPEN.includes(order.state)) return impossible(order, { kind: 'paid' });
  const refusal = amountConfirmationRefusal(order, amount);
  if (refusal) return refused(order, 'amountMismatch', refusal);
  return {
    outcome: 'changed',
    order: { ...order, state: 'paid', paymentKey, paidAt: at, failure: null },
    recordsPayment: true,
  };
}

function changed(order: PaymentOrder): OrderTransition {
  return { outcome: 'changed', order, recordsPayment: false };
}

function unchanged(order: PaymentOrder): OrderTransition {
  return { outcome: 'unchanged', order };
}

function refused(order: PaymentOrder, code: OrderRefusalCode, message: string): OrderTransition {
  return { outcome: 'refused', order, code, message };
}

const EVENT_NAMES: Readonly<Record<OrderEvent['kind'], string>> = {
  confirmRequested: '결제 승인 요청',
  paid: '결제 완료',
  depositAwaited: '입금 대기',
  failed: '결제 실패',
  cancelled: '결제 취소',
  expired: '기한 만료',
  refunded: '환불',
};

function impossible(order: PaymentOrder, event: Pick<OrderEvent, 'kind'>): OrderTransition {
  return refused(
    order,
    'impossible',
    `이 신청은 지금 ‘${ORDER_STATE_LABELS[order.state]}’ 상태여서 ‘${EVENT_NAMES[event.kind]}’ 처리를 할 수 없습니다.`,
  );
}

// ── What the donor reads, and what the server does next ──────────────────────────────────────

/** Why an order did not end in a payment, in Korean for the donor; null while it may still. */
export function orderOutcomeMessage(
  order: Pick<PaymentOrder, 'state' | 'failure'> & Partial<Pick<PaymentOrder, 'purpose'>>,
): string | null {
  const notRecorded = order.purpose === 'event' ? EVENT_FEE_NOT_PAID : PAYMENT_NOT_RECORDED;
  switch (order.state) {
    case 'failed':
      return `${PAYMENT_FAILURE_MESSAGES[order.failure ?? 'rejected']} ${notRecorded}`;
    case 'cancelled':
      return `${ORDER_CANCELLED_MESSAGE} ${notRecorded}`;
    case 'expired':
      return `${ORDER_EXPIRED_MESSAGE} ${notRecorded}`;
    default:
      return null;
  }
}

/** How long a confirm may go unanswered before the provider is asked how it ended. */
export const CONFIRM_ANSWER_WAIT_SECONDS = 60;
/** An order whose donor never came back from the payment window expires after this. */
export const ABANDONED_ORDER_HOURS = 24;

/**
 * Whether the server should ask the provider how a payment ended: a confirm was sent and its
 * answer was lost (a timeout, a crash) for longer than `CONFIRM_ANSWER_WAIT_SECONDS`.
 */
export function needsReconciliation(order: PaymentOrder, now: Date): boolean {
  if (order.state !== 'confirming' || order.confirmRequestedAt === null) return false;
  return Date.parse(order.confirmRequestedAt) + CONFIRM_ANSWER_WAIT_SECONDS * 1000 <= now.getTime();
}

/** Whether an order should expire now: abandoned before paying, or its deposit overdue. */
export function isOverdue(order: PaymentOrder, now: Date): boolean {
  if (order.state === 'created') {
    return Date.parse(order.createdAt) + ABANDONED_ORDER_HOURS * 3_600_000 <= now.getTime();
  }
  if (order.state === 'awaitingDeposit' && order.depositDueAt !== null) {
    return Date.parse(order.depositDueAt) <= now.getTime();
  }
  return false;
}
