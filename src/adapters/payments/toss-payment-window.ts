import type { PaymentWindow } from '../../application/payments/payment-api';
import type { CardRegistration, PaymentMethod, StartedCheckout } from '../../domain/payments';

/** Toss Payments' JavaScript SDK, version 2 (결제창), loaded only when a window opens. */
export const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

/** The part of Toss's v2 SDK this window uses (docs.tosspayments.com/sdk/v2/js). */
export interface TossPaymentsSdk {
  (clientKey: string): {
    payment(options: { readonly customerKey: string }): {
      requestPayment(request: TossPaymentRequest): Promise<unknown>;
      /** The card registration window of automatic payments (빌링). */
      requestBillingAuth(request: TossBillingAuthRequest): Promise<unknown>;
    };
  };
  readonly ANONYMOUS: string;
}

export interface TossPaymentRequest {
  readonly method: 'CARD' | 'TRANSFER' | 'VIRTUAL_ACCOUNT';
  readonly amount: { readonly currency: 'KRW'; readonly value: number };
  readonly orderId: string;
  readonly orderName: string;
  readonly successUrl: string;
  readonly failUrl: string;
  readonly customerEmail: string;
  readonly customerName: string;
  /** Digits only, as Toss takes it. */
  readonly customerMobilePhone: string;
}

export interface TossBillingAuthRequest {
  readonly method: 'CARD';
  readonly successUrl: string;
  readonly failUrl: string;
  readonly customerEmail: string;
  readonly customerName: string;
}

/** Loads the SDK's script once and answers its global `TossPayments`. */
export type TossSdkLoader = () => Promise<TossPaymentsSdk>;

const TOSS_METHODS: Partial<Record<PaymentMethod, TossPaymentRequest['method']>> = {
  card: 'CARD',
  transfer: 'TRANSFER',
  virtualAccount: 'VIRTUAL_ACCOUNT',
};

/**
 * Toss Payments' payment window: the SDK's script is added to the page when the donor pays (the
 * site's other pages never load it), and its window leaves for Toss, coming back to the success
 * or fail address. Donors are anonymous to Toss (one-time payments keep no customer).
 */
export class TossPaymentWindow implements PaymentWindow {
  constructor(private readonly loadSdk: TossSdkLoader = loadTossSdk) {}

  async open(
    checkout: StartedCheckout,
    settings: Parameters<PaymentWindow['open']>[1],
  ): Promise<void> {
    const method = TOSS_METHODS[checkout.method];
    if (!method) throw new Error(`Toss has no window for ${checkout.method}`);
    if (!settings.clientKey) throw new Error('Toss Payments needs its client key');
    const TossPayments = await this.loadSdk();
    const payment = TossPayments(settings.clientKey).payment({
      customerKey: TossPayments.ANONYMOUS,
    });
    await payment.requestPayment({
      method,
      amount: { currency: 'KRW', value: checkout.amount },
      orderId: checkout.orderId,
      orderName: checkout.orderName,
      successUrl: settings.successUrl,
      failUrl: settings.failUrl,
      customerEmail: checkout.customer.email,
      customerName: checkout.customer.name,
      customerMobilePhone: checkout.customer.phone.replace(/\D/gu, ''),
    });
  }

  /**
   * A monthly pledge's card: Toss's billing window for the member's own customer key; it comes
   * back with `authKey` and `customerKey`, which the server turns into a billing key.
   */
  async registerCard(
    registration: CardRegistration,
    settings: Parameters<PaymentWindow['registerCard']>[1],
  ): Promise<void> {
    if (!settings.clientKey) throw new Error('Toss Payments needs its client key');
    const TossPayments = await this.loadSdk();
    await TossPayments(settings.clientKey)
      .payment({ customerKey: registration.customerKey })
      .requestBillingAuth({
        method: 'CARD',
        successUrl: settings.successUrl,
        failUrl: settings.failUrl,
        customerEmail: settings.customer.email,
        customerName: settings.customer.name,
      });
  }
}

let loading: Promise<TossPaymentsSdk> | null = null;

/** The browser's loader: one script tag, once; a failed load may be tried again. */
export function loadTossSdk(): Promise<TossPaymentsSdk> {
  loading ??= new Promise<TossPaymentsSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.addEventListener('load', () => {
      const sdk = (window as unknown as { TossPayments?: TossPaymentsSdk }).TossPayments;
      if (sdk) resolve(sdk);
      else reject(new Error('Toss Payments SDK loaded without TossPayments'));
    });
    script.addEventListener('error', () => {
      loading = null;
      script.remove();
      reject(new Error('Toss Payments SDK could not be loaded'));
    });
    document.head.append(script);
  });
  return loading;
}
