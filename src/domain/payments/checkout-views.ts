import type { DonationFund } from '../donations';
import type { DuesDefinition, PaidDues } from './dues';
import type { PaymentMethod } from './methods';
import type { OrderState } from './orders';
import type { CheckoutPurpose, PaymentPurpose } from './purpose';

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
  readonly purpose: CheckoutPurpose;
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
  readonly proofOfPayment: 'donationReceipt' | 'paymentConfirmation' | null;
  readonly emailMasked: string;
  readonly member: boolean;
  readonly sandbox: boolean;
  /**
   * Where the payer finds what they paid for, when the page cannot tell from the purpose: an
   * event's fee links to the registration (내 행사 신청 for a member, its own page otherwise).
   */
  readonly link: OutcomeLink | null;
}

/** A link of the thank-you page: a site path and its words. */
export interface OutcomeLink {
  readonly href: string;
  readonly label: string;
}

/** A new order, for the payment page. */
export interface StartedCheckout {
  readonly orderId: string;
  readonly orderName: string;
  readonly amount: number;
  readonly method: PaymentMethod;
  readonly customer: { readonly name: string; readonly email: string; readonly phone: string };
  /** Already settled without a payment page (the association's own account). */
  readonly outcome: PaymentOutcome | null;
  /** A monthly pledge by card: the card registration page opens instead of a payment. */
  readonly cardRegistration: CardRegistration | null;
}

/** What the payment page's return brings to the success page. */
export interface PaymentRedirect {
  readonly paymentKey: string;
  readonly orderId: string;
  readonly amount: number;
}

/** A card to register for a monthly pledge: the billing page's customer and the pledge. */
export interface CardRegistration {
  readonly pledgeId: string;
  /** Our unguessable id of the member at the provider (never a user id or an e-mail). */
  readonly customerKey: string;
}

/** Where the card page of a monthly pledge returns (the page registers the card). */
export const CARD_RETURN_PATH = '/contribution/donate/card';

/** What the card registration page's return brings back. */
export interface CardRegistrationRedirect {
  readonly pledgeId: string;
  readonly authKey: string;
  readonly customerKey: string;
}

/** One month's charge of a pledge, as the member and the office see it. */
export interface PledgeChargeView {
  /** YYYY-MM. */
  readonly month: string;
  readonly amount: number;
  readonly state: 'pending' | 'retrying' | 'awaitingDeposit' | 'paid' | 'missed';
  readonly stateLabel: string;
  readonly failedAttempts: number;
  /** YYYY-MM-DD; null once paid or missed, or for a deposit. */
  readonly nextAttemptOn: string | null;
}

/** A monthly pledge as its member sees it in /me. */
export interface PledgeView {
  readonly pledgeId: string;
  readonly fundName: string;
  readonly amount: number;
  readonly chargeDayLabel: string;
  readonly method: 'card' | 'bankTransfer';
  readonly state: 'registering' | 'active' | 'paused' | 'ended';
  readonly stateLabel: string;
  /** The card as a member may see it (신한카드 4330-12**-****-123*); null for a transfer. */
  readonly cardLabel: string | null;
  /** For a transfer pledge: the account and the reference to write each month. */
  readonly transfer: (BankAccount & { readonly reference: string }) | null;
  /** YYYY-MM-DD of the next charge; null when none is coming. */
  readonly nextChargeOn: string | null;
  /** Newest first. */
  readonly charges: readonly PledgeChargeView[];
  readonly sandbox: boolean;
}

export type PledgeChange =
  | { readonly action: 'pause' }
  | { readonly action: 'resume' }
  | { readonly action: 'end' }
  | { readonly action: 'amount'; readonly amount: number | string }
  /** Starts a card change: the answer's registration opens the card page. */
  | { readonly action: 'card' };
