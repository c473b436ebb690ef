import type { PaymentFailureReason } from '../../../src/domain/payments';
/**
 * The payment port (issue 31): what the feature `payments` asks of a payment provider. Two
 * adapters implement it (server/adapters/payments/): Toss Payments, and the sandbox used when no
 * key is set. The contract — idempotency, reconciliation, re-reading after a webhook — is in this
 * folder's README.md.
 */

export type PaymentProvider = 'toss' | 'sandbox';

/** A payment's state at the provider, in our words. */
export type ProviderPaymentStatus =
  /** Approved: the money is taken (card, transfer) or deposited (virtual account). */
  | 'paid'
  /** A virtual account was issued and waits for the donor's deposit. */
  | 'awaitingDeposit'
  | 'cancelled'
  | 'partiallyCancelled'
  /** Refused or aborted by the provider: no money moved. */
  | 'failed'
  /** A virtual account's due date passed without a deposit (or the checkout timed out). */
  | 'expired'
  /** Started in the browser, not confirmed yet. */
  | 'pending';

export type ProviderPaymentMethod = 'card' | 'transfer' | 'virtualAccount' | 'easyPay' | 'other';

/** The account a donor deposits to, issued at confirm for the method 가상계좌. */
export interface VirtualAccount {
  /** The bank as donors name it (신한은행…). */
  readonly bank: string;
  readonly accountNumber: string;
  readonly holderName: string;
  /** The last moment a deposit is accepted. */
  readonly dueDate: Date;
  /**
   * The secret the provider repeats in each DEPOSIT_CALLBACK of this payment: the application
   * stores it at confirm and drops a deposit callback whose secret differs.
   */
  readonly depositSecret: string;
}

/** A payment as the provider knows it. Amounts are whole won. */
export interface ProviderPayment {
  readonly provider: PaymentProvider;
  readonly paymentKey: string;
  readonly orderId: string;
  readonly status: ProviderPaymentStatus;
  /** What the donor was asked for. */
  readonly amount: number;
  /** What remains after cancellations (equal to `amount` until one). */
  readonly balanceAmount: number;
  readonly method: ProviderPaymentMethod;
  readonly approvedAt: Date | null;
  readonly virtualAccount: VirtualAccount | null;
  /** The provider's receipt (매출전표) page, when it has one. */
  readonly receiptUrl: string | null;
  /** Why the provider refused it, for a failed payment. */
  readonly failure: { readonly code: string; readonly message: string } | null;
}

/** What the browser needs to open the checkout. */
export type CheckoutSettings =
  | {
      readonly provider: 'toss';
      /** The client key Toss's payment widget is loaded with (public by design). */
      readonly clientKey: string;
      /** Hosts the CSP must allow for the widget (script, frames, calls). */
      readonly hosts: readonly string[];
    }
  | {
      readonly provider: 'sandbox';
      /** Shown on every screen of the sandbox's checkout. */
      readonly label: '테스트 결제';
    };

export interface ConfirmRequest {
  /** As the checkout's redirect brought it. */
  readonly paymentKey: string;
  readonly orderId: string;
  /** The order's amount as the server stored it (never the redirect's). */
  readonly amount: number;
}

export interface IssueBillingKeyRequest {
  /** As the card registration's redirect brought it. */
  readonly authKey: string;
  /** Our stable, unguessable id of the member (not an e-mail or a member number). */
  readonly customerKey: string;
}

export interface BillingKey {
  /** A secret: stored sealed, never logged, never sent to the browser. */
  readonly billingKey: string;
  readonly customerKey: string;
  /** The card as a member may see it: issuer and masked number (신한카드 4330-12**-****-123*). */
  readonly cardLabel: string;
}

export interface ChargeBillingKeyRequest {
  readonly billingKey: string;
  readonly customerKey: string;
  /** One order per month and pledge: also the idempotency key of the charge. */
  readonly orderId: string;
  readonly orderName: string;
  readonly amount: number;
}

export interface CancelRequest {
  readonly paymentKey: string;
  readonly reason: string;
  /** Part of the balance; the whole balance when absent. */
  readonly amount?: number;
  /** The same key for every retry of one cancellation. */
  readonly idempotencyKey: string;
}

/** A webhook delivery as the HTTP layer received it. */
export interface WebhookDelivery {
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The raw body (a JSON text) or its parsed value. */
  readonly body: unknown;
}

/**
 * What a webhook says happened. It is a hint, not a fact: the application re-reads the payment
 * (`payment(paymentKey)`, or `paymentOfOrder(orderId)` for a deposit callback, which names no
 * payment key) before changing anything, and a deposit callback counts only when its `secret`
 * equals the virtual account's `depositSecret` stored at confirm. Deliveries repeat and arrive out
 * of order: handling one twice must change nothing the second time.
 */
export type PaymentWebhookEvent =
  | {
      readonly kind: 'paymentStatusChanged';
      readonly paymentKey: string;
      readonly orderId: string;
      readonly status: ProviderPaymentStatus;
      readonly occurredAt: Date | null;
    }
  | {
      readonly kind: 'depositCallback';
      readonly orderId: string;
      /** `paid` for a deposit, `awaitingDeposit` when the bank took one back, `cancelled`… */
      readonly status: ProviderPaymentStatus;
      readonly secret: string;
      readonly occurredAt: Date | null;
    };

/**
 * A payment provider. Every call may throw `PaymentDeclined` (the provider answered no: nothing
 * happened) or `PaymentUnreachable` (no answer: it may or may not have happened — reconcile by
 * asking with `paymentOfOrder`, never by charging again under a new order id).
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  checkoutSettings(): CheckoutSettings;
  /**
   * Approves what the donor started in the checkout. Idempotent by payment key: confirming an
   * approved payment again answers `ALREADY_PROCESSED_PAYMENT`, which the application resolves
   * by reading the payment.
   */
  confirm(request: ConfirmRequest): Promise<ProviderPayment>;
  /** The payment of one of our orders, or null when the provider has none (reconciliation). */
  paymentOfOrder(orderId: string): Promise<ProviderPayment | null>;
  /** A payment by its key, or null when the provider has none. */
  payment(paymentKey: string): Promise<ProviderPayment | null>;
  /** Turns a card registration (monthly pledges, dues) into a billing key. */
  issueBillingKey(request: IssueBillingKeyRequest): Promise<BillingKey>;
  /** Charges a billing key once per order id: a retry with the same order id charges nothing more. */
  chargeBillingKey(request: ChargeBillingKeyRequest): Promise<ProviderPayment>;
  /** Cancels all or part of a payment, once per idempotency key. */
  cancel(request: CancelRequest): Promise<ProviderPayment>;
  /** Reads a webhook delivery; null when it is not one this provider sends (answer 200 anyway). */
  readWebhook(delivery: WebhookDelivery): PaymentWebhookEvent | null;
}

/** What the checkout's redirect to our success page carries. */
export interface CheckoutRedirect {
  readonly paymentKey: string;
  readonly orderId: string;
  readonly amount: number;
}

/** A method the donor picks in the checkout. */
export type CheckoutMethod = 'card' | 'transfer' | 'virtualAccount';

/**
 * The donor's side of the sandbox provider: what Toss's widget and card registration do in the
 * browser, done by the sandbox's own pages (each labelled 테스트 결제). Only the sandbox has it;
 * with Toss the browser talks to Toss.
 */
export interface SandboxCheckout {
  /** The donor's 결제하기: starts the payment of an order and answers the redirect's query. */
  pay(order: {
    readonly orderId: string;
    readonly orderName: string;
    readonly amount: number;
    readonly method: CheckoutMethod;
    /** For a card: a test number (see the sandbox's markers that decline). */
    readonly cardNumber?: string;
    /** For a virtual account: the depositor's name. */
    readonly customerName?: string;
  }): Promise<CheckoutRedirect>;
  /** The donor registers a card for monthly charges: the redirect's `authKey`. */
  registerCard(card: {
    readonly customerKey: string;
    readonly cardNumber: string;
  }): Promise<{ readonly authKey: string; readonly customerKey: string }>;
  /** The donor's deposit to an issued virtual account (the bank's side). */
  deposit(orderId: string): Promise<ProviderPayment>;
}

/** The provider refused: nothing was charged. `code` is the provider's, `message` is for the donor. */
export class PaymentDeclined extends Error {
  override readonly name = 'PaymentDeclined';
  constructor(
    readonly code: string,
    /** Korean, fit to show the donor. */
    message: string,
    /** True when the same request may succeed later (a provider's temporary error). */
    readonly retryable = false,
    /** Why, in the order's words (the domain's failure reasons). */
    readonly reason: PaymentFailureReason = retryable ? 'providerUnavailable' : 'rejected',
  ) {
    super(message);
  }
}

/**
 * No answer (timeout, network, a 5xx): the outcome is unknown. The application keeps the order
 * pending and asks `paymentOfOrder` later; the message is for the donor.
 */
export class PaymentUnreachable extends Error {
  override readonly name = 'PaymentUnreachable';
  constructor(
    readonly reason: string,
    message = '결제 회사의 응답이 늦어지고 있습니다. 결제 결과를 확인한 뒤 알려 드리겠습니다.',
  ) {
    super(message);
  }
}
