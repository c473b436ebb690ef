import type { ChargeDay, ChargeState, PledgeMethod } from '../../../src/domain/payments';
import type { SealedResidentNumber } from './orders-port';

/** A pledge's state as stored: the domain's, or waiting for its card to be registered. */
export type StoredPledgeState = 'registering' | 'active' | 'paused' | 'ended';

/** A monthly pledge as stored. */
export interface StoredPledge {
  readonly pledgeId: string;
  readonly memberId: string;
  readonly fundId: string;
  readonly amount: number;
  readonly chargeDay: ChargeDay;
  readonly method: PledgeMethod;
  readonly state: StoredPledgeState;
  /** Our unguessable id of the member at the provider. */
  readonly customerKey: string;
  /** The billing key, sealed for this pledge; null until a card is registered. */
  readonly billingKeySealed: string | null;
  readonly cardLabel: string | null;
  readonly transferReference: string | null;
  readonly donor: { readonly name: string; readonly phone: string; readonly email: string };
  readonly wantsReceipt: boolean;
  readonly namedInHallOfFame: boolean;
  /** Sealed for this pledge until its first charge is paid (then on the donor). */
  readonly residentNumber: SealedResidentNumber | null;
  /** YYYY-MM-DD: made or last resumed. */
  readonly activeSince: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A month's charge as stored. */
export interface StoredCharge {
  readonly pledgeId: string;
  /** YYYY-MM. */
  readonly month: string;
  readonly amount: number;
  readonly state: ChargeState;
  readonly failedAttempts: number;
  /** YYYY-MM-DD. */
  readonly firstAttemptOn: string;
  readonly nextAttemptOn: string | null;
  /** The payment order of the attempt under way or last made. */
  readonly orderId: string | null;
  readonly claimedUntil: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface PledgeRepository {
  create(pledge: StoredPledge): Promise<boolean>;
  find(pledgeId: string): Promise<StoredPledge | null>;
  ofMember(memberId: string): Promise<StoredPledge[]>;
  /** Transfer pledges (not ended) holding these references. */
  withTransferReferences(references: readonly string[]): Promise<StoredPledge[]>;
  /** Every pledge past its card registration, newest first (the office). */
  registered(): Promise<StoredPledge[]>;
  update(
    pledgeId: string,
    changes: Partial<Omit<StoredPledge, 'pledgeId' | 'memberId' | 'createdAt'>>,
  ): Promise<void>;
  /** Active pledges with the last month they were charged for (the schedule). */
  activeWithLastMonth(): Promise<{ pledge: StoredPledge; lastMonth: string | null }[]>;

  /** Inserts the month's charge unless there is one: true for the one insert that made it. */
  addCharge(charge: StoredCharge): Promise<boolean>;
  charge(pledgeId: string, month: string): Promise<StoredCharge | null>;
  chargesOf(pledgeIds: readonly string[], fromMonth?: string): Promise<StoredCharge[]>;
  /**
   * Claims a charge for one attempt until `until` (compare-and-set): false when another
   * instance holds it, or it is not to be charged (paid, missed, awaiting a deposit).
   */
  claimCharge(pledgeId: string, month: string, now: string, until: string): Promise<boolean>;
  saveCharge(charge: StoredCharge): Promise<void>;
  /** Months of transfer pledges still awaiting their deposit. */
  awaitingDeposits(limit: number): Promise<StoredCharge[]>;
  /** Charges whose next attempt has come (pending or retrying, not claimed now). */
  dueCharges(today: string, now: string, limit: number): Promise<StoredCharge[]>;
}
