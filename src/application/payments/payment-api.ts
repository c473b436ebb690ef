import type {
  CardRegistration,
  CardRegistrationRedirect,
  CheckoutOptions,
  CheckoutRequest,
  PaymentOutcome,
  PaymentRedirect,
  PledgeChange,
  PledgeView,
  StartedCheckout,
} from '../../domain/payments';
import { token } from '../shared/tokens';

/**
 * 기부하기 (issue 31): the checkout's options, an order from the form, and the order's outcome
 * after the payment window. The same words as the contract's calls.
 */
export interface PaymentApi {
  checkoutOptions(signal?: AbortSignal): Promise<CheckoutOptions>;
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** The success page: the payment window's return, confirmed by the server (idempotent). */
  confirmPayment(redirect: PaymentRedirect): Promise<PaymentOutcome>;
  /** The fail page: the donor closed the window or the provider refused. */
  abandonCheckout(orderId: string, code?: string): Promise<PaymentOutcome>;
  paymentOrder(orderId: string, signal?: AbortSignal): Promise<PaymentOutcome>;
}

/** The member's monthly pledges (/me), and the card window's return for one. */
export interface PledgeApi {
  /** The card window's return: the billing key is issued; a new pledge's first month is charged. */
  registerPledgeCard(redirect: CardRegistrationRedirect): Promise<PledgeView>;
  myPledges(signal?: AbortSignal): Promise<PledgeView[]>;
  changeMyPledge(
    pledgeId: string,
    change: PledgeChange,
  ): Promise<{ pledge: PledgeView; cardRegistration: CardRegistration | null }>;
}

/** The office's view of monthly pledges (the console). */
export interface OfficePledgeApi {
  officePledges(months?: number, signal?: AbortSignal): Promise<OfficePledges>;
}

export interface OfficePledges {
  readonly months: readonly {
    readonly month: string;
    readonly expected: number;
    readonly received: number;
    readonly failed: number;
  }[];
  readonly pledges: readonly (Omit<
    PledgeView,
    'cardLabel' | 'transfer' | 'nextChargeOn' | 'sandbox'
  > & {
    readonly donorName: string;
    readonly memberId: string | null;
    readonly createdAt: string;
  })[];
}

/** The sandbox's own payment window (테스트 결제): what Toss's window does, without money. */
export interface SandboxPaymentApi {
  sandboxPay(payment: {
    readonly orderId: string;
    readonly method: 'card' | 'transfer' | 'virtualAccount';
    readonly cardNumber?: string;
    readonly customerName?: string;
  }): Promise<PaymentRedirect>;
  /** The bank's side of a sandbox virtual account: the deposit arrives. */
  sandboxDeposit(orderId: string): Promise<PaymentOutcome>;
  /** The sandbox's card registration window: a test card for a monthly pledge. */
  sandboxRegisterCard(card: {
    readonly customerKey: string;
    readonly cardNumber: string;
  }): Promise<{ authKey: string; customerKey: string }>;
}

/**
 * The payment window, behind its own port: Toss's SDK in the browser, or the sandbox's page. It
 * leaves the page; the donor comes back to the success or fail address.
 */
export interface PaymentWindow {
  open(
    checkout: StartedCheckout,
    settings: Pick<CheckoutOptions, 'provider' | 'clientKey'> & {
      /** Absolute addresses the window returns to. */
      readonly successUrl: string;
      readonly failUrl: string;
    },
  ): Promise<void>;
  /**
   * The card registration window of a monthly pledge (Toss: requestBillingAuth); it returns to
   * the success address with `authKey` and `customerKey` (the page adds the pledge's id).
   */
  registerCard(
    registration: CardRegistration,
    settings: Pick<CheckoutOptions, 'provider' | 'clientKey'> & {
      readonly customer: { readonly name: string; readonly email: string };
      readonly successUrl: string;
      readonly failUrl: string;
    },
  ): Promise<void>;
}

export const PAYMENT_API = token<PaymentApi>('PaymentApi');
export const SANDBOX_PAYMENT_API = token<SandboxPaymentApi>('SandboxPaymentApi');
export const PAYMENT_WINDOW = token<PaymentWindow>('PaymentWindow');
export const PLEDGE_API = token<PledgeApi>('PledgeApi');
export const OFFICE_PLEDGE_API = token<OfficePledgeApi>('OfficePledgeApi');
