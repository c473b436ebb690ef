import type { DuesDefinition, DuesKind, DuesPayment } from '../../../src/domain/payments';

/** The dues feature's repository. */

export interface DuesDefinitionRecord extends DuesDefinition {
  readonly updatedAt: string;
  readonly updatedBy: string;
}

/** An amount set or changed: what it was before (null when first set), who, when. */
export interface DuesAmountChangeRecord {
  readonly kind: DuesKind;
  readonly year: number | null;
  readonly amount: number;
  readonly previousAmount: number | null;
  readonly changedAt: string;
  readonly changedBy: string;
}

/** A payment as the table keeps it: the domain's shape. */
export type DuesPaymentRecord = DuesPayment;

/** A payment with its member as the register names them (null fields once withdrawn). */
export interface DuesRegisterRow extends DuesPaymentRecord {
  readonly name: string | null;
  readonly graduationYear: number | null;
  readonly classNumber: number | null;
}

export interface DuesRepository {
  definitions(): Promise<DuesDefinitionRecord[]>;
  /** The members whose dues cover the year (a lifetime payment covers every year). */
  payersOf(year: number): Promise<Set<string>>;
  /** Sets the amount and keeps the change (who, when, from what); answers the amount before. */
  saveDefinition(
    definition: DuesDefinition,
    at: string,
    by: string,
    changeId: string,
  ): Promise<{ previousAmount: number | null }>;
  /** Newest first, at most `limit`. */
  amountChanges(limit: number): Promise<DuesAmountChangeRecord[]>;
  paymentByOrder(orderId: string): Promise<DuesPaymentRecord | null>;
  paymentsOf(memberId: string): Promise<DuesPaymentRecord[]>;
  /**
   * Inserts the payment unless one of its order, or of the member's same year (or lifetime
   * dues), is there already: false then, nothing written.
   */
  insertPayment(payment: DuesPaymentRecord): Promise<boolean>;
  /** Gives the payment its confirmation number. */
  numberPayment(paymentId: string, confirmationNumber: string): Promise<void>;
  /** The next confirmation serial of the year paid, counted atomically. */
  nextConfirmationSerial(paidYear: number): Promise<number>;
  /** The payments covering the year: its annual dues, and lifetime dues paid by its last day. */
  register(year: number): Promise<DuesRegisterRow[]>;
  /** Of these members, those who show the badge and whose dues cover the year. */
  badgeHolders(memberIds: readonly string[], year: number): Promise<Set<string>>;
  showsBadge(memberId: string): Promise<boolean>;
  saveBadgePreference(memberId: string, show: boolean, at: string): Promise<void>;
}
