import type {
  CheckoutMethod,
  ProviderPaymentStatus,
  VirtualAccount,
} from '../../application/payments/ports';

/** A payment the sandbox keeps, in its own words (it has no provider behind it). */
export interface SandboxPaymentRecord {
  readonly paymentKey: string;
  readonly orderId: string;
  readonly orderName: string;
  readonly amount: number;
  readonly balanceAmount: number;
  readonly method: CheckoutMethod;
  readonly status: ProviderPaymentStatus;
  /** When the donor finished the checkout (a confirm must follow within ten minutes). */
  readonly requestedAt: Date;
  readonly approvedAt: Date | null;
  /** Set when the donor paid with a card marked to decline. */
  readonly cardDeclines: boolean;
  readonly holderName: string;
  readonly virtualAccount: VirtualAccount | null;
  readonly failure: { readonly code: string; readonly message: string } | null;
  /** For a billing charge: whose card it was. */
  readonly customerKey: string | null;
}

/** A card registration the donor finished, waiting to become a billing key (used once). */
export interface SandboxCardAuthorization {
  readonly authKey: string;
  readonly customerKey: string;
  readonly cardNumber: string;
}

export interface SandboxBillingRecord {
  readonly billingKey: string;
  readonly customerKey: string;
  readonly cardLabel: string;
  readonly cardDeclines: boolean;
}

/**
 * The sandbox's state. In memory for now; a later session stores it in the database (a table per
 * record kind, keyed as the methods are), so that a sandbox payment survives a restart of
 * `npm start` like a real one at Toss.
 */
export interface SandboxPaymentStore {
  payment(paymentKey: string): Promise<SandboxPaymentRecord | null>;
  paymentOfOrder(orderId: string): Promise<SandboxPaymentRecord | null>;
  savePayment(record: SandboxPaymentRecord): Promise<void>;
  saveAuthorization(authorization: SandboxCardAuthorization): Promise<void>;
  /** The authorization, removed: an auth key is good for one billing key. */
  takeAuthorization(authKey: string): Promise<SandboxCardAuthorization | null>;
  billingKey(billingKey: string): Promise<SandboxBillingRecord | null>;
  saveBillingKey(record: SandboxBillingRecord): Promise<void>;
  /** The payment a cancellation's idempotency key already acted on. */
  cancelledWith(idempotencyKey: string): Promise<string | null>;
  rememberCancellation(idempotencyKey: string, paymentKey: string): Promise<void>;
}

export class InMemorySandboxPaymentStore implements SandboxPaymentStore {
  readonly #payments = new Map<string, SandboxPaymentRecord>();
  readonly #orders = new Map<string, string>();
  readonly #authorizations = new Map<string, SandboxCardAuthorization>();
  readonly #billingKeys = new Map<string, SandboxBillingRecord>();
  readonly #cancellations = new Map<string, string>();

  async payment(paymentKey: string) {
    return this.#payments.get(paymentKey) ?? null;
  }

  async paymentOfOrder(orderId: string) {
    const key = this.#orders.get(orderId);
    return key === undefined ? null : (this.#payments.get(key) ?? null);
  }

  async savePayment(record: SandboxPaymentRecord) {
    this.#payments.set(record.paymentKey, record);
    this.#orders.set(record.orderId, record.paymentKey);
  }

  async saveAuthorization(authorization: SandboxCardAuthorization) {
    this.#authorizations.set(authorization.authKey, authorization);
  }

  async takeAuthorization(authKey: string) {
    const authorization = this.#authorizations.get(authKey) ?? null;
    this.#authorizations.delete(authKey);
    return authorization;
  }

  async billingKey(billingKey: string) {
    return this.#billingKeys.get(billingKey) ?? null;
  }

  async saveBillingKey(record: SandboxBillingRecord) {
    this.#billingKeys.set(record.billingKey, record);
  }

  async cancelledWith(idempotencyKey: string) {
    return this.#cancellations.get(idempotencyKey) ?? null;
  }

  async rememberCancellation(idempotencyKey: string, paymentKey: string) {
    this.#cancellations.set(idempotencyKey, paymentKey);
  }
}
