import type { DonationFund } from '../donations';
import type { DuesDefinition, PaidDues } from './dues';
import type { PaymentMethod } from './methods';
import type { OrderState } from './orders';
import type { PaymentPurpose } from './purpose';

/**
 * What 기부하기 and its thank-you page show (issue 31), as the server answers it and the SPA's
 * ports carry it (src/contract/payments.ts holds the same shapes as schemas).
 */

/** Who takes payments: Toss Payments, the sandbox (테스트 결제), or nobody (only the own account). */
export type CheckoutProvider = 'toss' | 'sandbox' | 'off';

export const SANDBOX_LABEL = '테스트 결제';
export const SANDBOX_EXPLANATION =
  '테스트 결제입니다. 실제 돈이 오가지 않으며, 기부 기록은 시험용으로만 남습니다.';

export interface BankAccount {
  readonly bank: string;
  readonly accountNumber: string;
  readonly holderName: string;
}

export interface CheckoutOptions {
  readonly provider: CheckoutProvider;
  /** Toss's client key (public by design) for its payment widget; null otherwise. */
  readonly clientKey: string | null;
  readonly methods: readonly PaymentMethod[];
  readonly funds: readonly Pick<DonationFund, 'fundId' | 'name' | 'description'>[];
  readonly bankAccount: BankAccount | null;
  /** The signed-in member's details to prefill; null for a visitor. */
  readonly member: { readonly name: string; readonly phone: string; readonly email: string } | null;
  readonly dues: readonly DuesDefinition[];
  /** As the contract carries it: paidOn is YYYY-MM-DD. */
  readonly paidDues: readonly (Omit<PaidDues, 'paidOn'> & { readonly paidOn: string })[];
  /** Today in Korea, YYYY-MM-DD. */
  readonly today: string;
}

/** What the form sends: the domain's CheckoutDraft without the member (the server reads the token). */
export interface CheckoutRequest {
  readonly purpose: PaymentPurpose;
  readonly fundId: string;
  readonly amount: number | string;
  readonly chargeDay: number | string;
  readonly duesKind: 'annual' | 'lifetime' | null;
  readonly method: PaymentMethod | '';
  readonly donor: { readonly name: string; readonly phone: string; readonly email: string };
  readonly wantsReceipt: boolean;
  readonly residentNumber: string;
  readonly residentNumberConsent: boolean;
  readonly namedInHallOfFame: boolean;
  readonly consents: { readonly terms: boolean; readonly privacy: boolean };
}

/** An account to deposit to: a virtual account, or the association's own with its reference. */
export interface DepositInstructions extends BankAccount {
  /** ISO instant: the last moment a deposit is accepted. */
  readonly dueAt: string;
  /** What the donor writes as the depositor for the association's own account. */
  readonly reference: string | null;
}

/** One order as the donor sees it. */
export interface PaymentOutcome {
  readonly orderId: string;
  readonly purpose: PaymentPurpose;
  readonly state: OrderState;
  readonly stateLabel: string;
  /** What happened and what comes next. */
  readonly message: string;
  readonly amount: number;
  readonly method: PaymentMethod;
  /** The fund's name, or the dues' label (2026년 연회비). */
  readonly what: string;
  readonly deposit: DepositInstructions | null;
  readonly document: 'donationReceipt' | 'paymentConfirmation' | null;
  readonly emailMasked: string;
  readonly member: boolean;
  readonly sandbox: boolean;
}

/** A new order, for the payment window. */
export interface StartedCheckout {
  readonly orderId: string;
  readonly orderName: string;
  readonly amount: number;
  readonly method: PaymentMethod;
  readonly customer: { readonly name: string; readonly email: string; readonly phone: string };
  /** Already settled without a window (the association's own account). */
  readonly outcome: PaymentOutcome | null;
}

/** What the payment window's return brings to the success page. */
export interface PaymentRedirect {
  readonly paymentKey: string;
  readonly orderId: string;
  readonly amount: number;
}
