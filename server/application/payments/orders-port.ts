import type {
  DuesKind,
  EventFeeReference,
  OrderState,
  PaymentMethod,
  PaymentOrder,
} from '../../../src/domain/payments';

/** Where a payment is taken: a provider's window, or the association's own account. */
export type OrderProvider = 'toss' | 'sandbox' | 'own';

/** A resident number as kept: sealed, and masked for showing (never the clear number). */
export interface SealedResidentNumber {
  readonly sealed: string;
  readonly masked: string;
}

/** An order as stored: the domain's order and what the donor asked for. */
export interface StoredOrder extends PaymentOrder {
  readonly method: PaymentMethod;
  readonly provider: OrderProvider;
  readonly fundId: string | null;
  readonly dues: { readonly kind: DuesKind; readonly year: number | null } | null;
  readonly donor: {
    readonly memberId: string | null;
    readonly name: string;
    readonly phone: string;
    readonly email: string;
  };
  readonly wantsReceipt: boolean;
  /** Kept until the payment is recorded (then on the donor) or the order closes (then dropped). */
  readonly residentNumber: SealedResidentNumber | null;
  readonly namedInHallOfFame: boolean;
  /** For the association's own account: what the donor writes as the depositor. */
  readonly transferReference: string | null;
  /** The account to deposit to (a virtual account, or the association's own). */
  readonly deposit: {
    readonly bank: string;
    readonly accountNumber: string;
    readonly holderName: string;
    /** A virtual account's secret, repeated by each of its deposit callbacks. */
    readonly secret: string | null;
  } | null;
  /** The donation or dues payment the paid order became. */
  readonly recordedAs: string | null;
  /** For a monthly pledge's charge: its pledge and month (YYYY-MM). */
  readonly pledge: { readonly pledgeId: string; readonly month: string } | null;
  /** For an event's fee (issue 33): its registration, and the fee's name for the window. */
  readonly event: EventFeeReference | null;
  readonly updatedAt: string;
}

export interface PaymentOrderRepository {
  /** False when its transfer reference is taken (draw another). */
  create(order: StoredOrder): Promise<boolean>;
  find(orderId: string): Promise<StoredOrder | null>;
  findByPaymentKey(paymentKey: string): Promise<StoredOrder | null>;
  /**
   * Writes `next` when the stored order is still in state `expected` (compare-and-set): false
   * when another request changed it first (read again and re-apply the event).
   */
  replace(expected: OrderState, next: StoredOrder): Promise<boolean>;
  /** Orders in these states last changed before `before`, oldest first. */
  inStates(states: readonly OrderState[], before: string, limit: number): Promise<StoredOrder[]>;
  /**
   * Event fees paid through a provider that the events feature did not keep (`isUnkeptFee`:
   * paid, recorded as nothing), oldest first: to be refunded.
   */
  unkeptEventFees(limit: number): Promise<StoredOrder[]>;
  /** Orders awaiting a deposit to the association's own account under these references. */
  awaitingTransfers(references: readonly string[]): Promise<StoredOrder[]>;
}
