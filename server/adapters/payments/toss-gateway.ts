import {
  PaymentDeclined,
  PaymentUnreachable,
  type BillingKey,
  type CancelRequest,
  type ChargeBillingKeyRequest,
  type CheckoutSettings,
  type ConfirmRequest,
  type IssueBillingKeyRequest,
  type PaymentGateway,
  type PaymentWebhookEvent,
  type ProviderPayment,
  type WebhookDelivery,
} from '../../application/payments/ports';
import { tossDeclined } from './toss-errors';
import { cardLabel, readTossPayment, readTossWebhook } from './toss-payment-json';
import { confirmedAgain } from './confirmed-again';

export const TOSS_API_ORIGIN = 'https://api.tosspayments.com';

/** What the payment widget loads and calls from the browser (the CSP allows them with a key). */
export const TOSS_WIDGET_HOSTS = ['https://js.tosspayments.com', 'https://*.tosspayments.com'];

export interface TossGatewaySettings {
  /** PAYMENTS_CLIENT_KEY: public, handed to the browser's widget. */
  readonly clientKey: string;
  /** PAYMENTS_SECRET_KEY: never logged, never in an error's text. */
  readonly secretKey: string;
  /** Toss's API origin; tests give the stand-in's. */
  readonly baseUrl?: string;
  /** Per call; a confirm past it is reconciled with paymentOfOrder. */
  readonly timeoutMs?: number;
}

type Method = 'GET' | 'POST';

/**
 * Toss Payments over its REST API v1 (https://docs.tosspayments.com/reference): Basic auth with
 * the secret key, JSON both ways, `{ code, message }` on refusal. Nothing is logged here: the
 * requests carry the secret key, billing keys and masked card numbers.
 */
export class TossPaymentGateway implements PaymentGateway {
  readonly provider = 'toss' as const;
  readonly #authorization: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(private readonly settings: TossGatewaySettings) {
    this.#authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
    this.#baseUrl = (settings.baseUrl ?? TOSS_API_ORIGIN).replace(/\/+$/u, '');
    this.#timeoutMs = settings.timeoutMs ?? 30_000;
  }

  checkoutSettings(): CheckoutSettings {
    return { provider: 'toss', clientKey: this.settings.clientKey, hosts: TOSS_WIDGET_HOSTS };
  }

  async confirm(request: ConfirmRequest): Promise<ProviderPayment> {
    const { paymentKey, orderId, amount } = request;
    try {
      return this.#payment(
        await this.#call('confirm', 'POST', '/v1/payments/confirm', {
          paymentKey,
          orderId,
          amount,
        }),
      );
    } catch (error) {
      // A retry after a lost answer: the first confirm went through.
      return confirmedAgain(error, request, (key) => this.payment(key));
    }
  }

  async paymentOfOrder(orderId: string): Promise<ProviderPayment | null> {
    return this.#found(() =>
      this.#call('paymentOfOrder', 'GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`),
    );
  }

  async payment(paymentKey: string): Promise<ProviderPayment | null> {
    return this.#found(() =>
      this.#call('payment', 'GET', `/v1/payments/${encodeURIComponent(paymentKey)}`),
    );
  }

  async issueBillingKey(request: IssueBillingKeyRequest): Promise<BillingKey> {
    const json = await this.#call('issueBillingKey', 'POST', '/v1/billing/authorizations/issue', {
      authKey: request.authKey,
      customerKey: request.customerKey,
    });
    const billingKey = typeof json.billingKey === 'string' ? json.billingKey : '';
    if (!billingKey || json.customerKey !== request.customerKey) {
      throw new PaymentUnreachable('issueBillingKey: an answer without the billing key');
    }
    return { billingKey, customerKey: request.customerKey, cardLabel: cardLabel(json) };
  }

  async chargeBillingKey(request: ChargeBillingKeyRequest): Promise<ProviderPayment> {
    const { billingKey, customerKey, orderId, orderName, amount } = request;
    return this.#payment(
      await this.#call(
        'chargeBillingKey',
        'POST',
        `/v1/billing/${encodeURIComponent(billingKey)}`,
        { customerKey, orderId, orderName, amount },
        // Toss answers a repeated key with the first answer instead of charging again.
        orderId,
      ),
    );
  }

  async cancel(request: CancelRequest): Promise<ProviderPayment> {
    return this.#payment(
      await this.#call(
        'cancel',
        'POST',
        `/v1/payments/${encodeURIComponent(request.paymentKey)}/cancel`,
        {
          cancelReason: request.reason,
          ...(request.amount === undefined ? {} : { cancelAmount: request.amount }),
        },
        request.idempotencyKey,
      ),
    );
  }

  readWebhook(delivery: WebhookDelivery): PaymentWebhookEvent | null {
    return readTossWebhook(delivery);
  }

  #payment(json: Record<string, unknown>): ProviderPayment {
    try {
      return readTossPayment(json, 'toss');
    } catch {
      // A 200 we cannot read: whether it was done is unknown, so reconcile as for a timeout.
      throw new PaymentUnreachable('an answer that is not a Payment');
    }
  }

  async #found(read: () => Promise<Record<string, unknown>>): Promise<ProviderPayment | null> {
    try {
      return this.#payment(await read());
    } catch (error) {
      if (error instanceof PaymentDeclined && error.code === 'NOT_FOUND_PAYMENT') {
        return null;
      }
      throw error;
    }
  }

  /** One call: its JSON answer, or PaymentDeclined (4xx) or PaymentUnreachable (anything else). */
  async #call(
    operation: string,
    method: Method,
    path: string,
    body?: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${this.#baseUrl}${path}`, {
        method,
        headers: {
          Authorization: this.#authorization,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PaymentUnreachable(`${operation}: ${timedOut ? 'timed out' : 'network error'}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (response.status >= 500 || response.status === 408) {
      throw new PaymentUnreachable(`${operation}: HTTP ${response.status}`);
    }
    const answer =
      typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
    if (!response.ok) {
      const code = typeof answer?.code === 'string' ? answer.code : `HTTP_${response.status}`;
      throw tossDeclined(code, response.status);
    }
    if (!answer) throw new PaymentUnreachable(`${operation}: an answer that is not JSON`);
    return answer;
  }
}
