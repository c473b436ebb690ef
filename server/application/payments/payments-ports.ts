import type { DonationFund } from '../../../src/domain/donations';
import type {
  BankAccount,
  CheckoutProvider,
  DuesDefinition,
  DuesKind,
  PaidDues,
  RandomIndex,
} from '../../../src/domain/payments';
import type { AdminAudit } from '../admin';
import type { PaidGift, ResidentNumberVault } from '../donations';
import type {
  AccountRepository,
  Clock,
  Mailer,
  Random,
  SecretSealer,
  Transactions,
} from '../shared/ports';
import type { PaymentOrderRepository } from './orders-port';
import type { PledgeRepository } from './pledges-port';
import type { PaymentGateway, SandboxCheckout } from './ports';

/** What the payments feature asks of the dues feature (its application entry). */
export interface DuesLedger {
  checkoutContextOf(
    memberId: string | null,
  ): Promise<{ readonly dues: readonly DuesDefinition[]; readonly paidDues: readonly PaidDues[] }>;
  recordPaidDues(payment: {
    readonly memberId: string;
    readonly kind: DuesKind;
    readonly year: number | null;
    readonly amount: number;
    readonly orderId: string;
    readonly paidAt: string;
  }): Promise<{ readonly paymentId: string }>;
}

/** What the payments feature asks of the donations feature (its application entry). */
export interface GiftLedger {
  listDonationFunds(): Promise<DonationFund[]>;
  recordPaidGift(gift: PaidGift): Promise<{ readonly donationId: string }>;
}

/** How this site takes payments, from its configuration. */
export interface CheckoutSettings {
  /** Who takes card and transfer payments; `off` leaves only the association's own account. */
  readonly provider: CheckoutProvider;
  /** The association's own account, for deposits with a reference; null when none is set. */
  readonly bankAccount: BankAccount | null;
}

/** The provider as the composition root chose it (server/config.ts: the payment settings). */
export interface PaymentProviderPorts {
  /** The provider, or null when online payment is off. */
  readonly gateway: PaymentGateway | null;
  /** The sandbox's window, only with the sandbox provider. */
  readonly sandbox: SandboxCheckout | null;
  readonly checkout: CheckoutSettings;
}

export interface PaymentsDependencies {
  readonly paymentOrders: PaymentOrderRepository;
  readonly pledges: PledgeRepository;
  /** Seals billing keys, each for its pledge. */
  readonly sealer: SecretSealer;
  /** The provider, or null when online payment is off. */
  readonly gateway: PaymentGateway | null;
  /** The sandbox's window, only with the sandbox provider. */
  readonly sandbox: SandboxCheckout | null;
  readonly checkout: CheckoutSettings;
  readonly gifts: GiftLedger;
  readonly dues: DuesLedger;
  /** The events feature's entry: event fees' registrations (issue 33). */
  readonly events: EventLedger;
  /** The site's paths the thank-you page of an event's fee links to. */
  readonly eventPages: {
    /** 내 정보's 행사 신청 (/me/events). */
    readonly mine: string;
    /** 행사 일정 (/alumni/events): a visitor's fallback when no registration link is known. */
    readonly list: string;
  };
  /** Members' profiles, to prefill the donor. */
  readonly accounts: Pick<AccountRepository, 'findProfile'>;
  readonly residentNumbers: ResidentNumberVault;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  /** A cryptographic index (order ids, transfer references). */
  readonly randomIndex: RandomIndex;
  readonly mailer: Mailer;
  readonly audit: AdminAudit;
  readonly associationName: string;
  readonly publicOrigin: string;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * What the payments feature asks of the events feature (issue 33, item 3; its application
 * entry): what a registration's fee is, the fee paid (in the order's own transaction), and an
 * order closed unpaid (the registration's held seats come free, the waiting list moves).
 */
export interface EventLedger {
  /** The registration's fee order: amount, name for the window, payer; null when none is owed. */
  feeOrderOf(registrationId: string): Promise<{
    readonly amount: number;
    /** 제44회 체육대회 참가비 */
    readonly orderName: string;
    readonly payer: {
      readonly memberId: string | null;
      readonly name: string;
      readonly phone: string;
      readonly email: string;
    };
  } | null>;
  /**
   * The fee paid (in the order's transaction): `kept` false when the registration no longer
   * owes it (cancelled or released meanwhile, paid by another order): the order is then to be
   * given back.
   */
  recordPaidEventFee(payment: {
    readonly registrationId: string;
    readonly orderId: string;
    readonly amount: number;
    readonly paidAt: string;
  }): Promise<{ readonly registrationId: string; readonly kept: boolean }>;
  releaseUnpaidRegistration(payment: {
    readonly registrationId: string;
    readonly orderId: string;
  }): Promise<void>;
  /**
   * The registration's own page for a visitor (its signed link, `/alumni/events/registration?t=…`),
   * shown on the thank-you page of whoever holds the order id; null or absent: the events list.
   */
  registrationPathOf?(registrationId: string): Promise<string | null>;
}
