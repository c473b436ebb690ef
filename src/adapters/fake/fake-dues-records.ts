import { formatCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import {
  duesAlreadyPaid,
  type DuesAmountChange,
  duesConfirmationNumber,
  duesCoverYear,
  type DuesDefinition,
  type DuesPayment,
  type PaidDues,
  paidDuesOf,
  type PaidDuesInput,
} from '../../domain/payments';
import { refusal } from './fake-error';

/**
 * The fake backend's dues, with the server's rules: the amounts the office set and their
 * changes, the payments (one per order, one per member and year or lifetime), the confirmation
 * numbers counted per year paid, and who lets the directory show their badge. `record` is what
 * the fake checkout calls, as the server's payments feature calls `recordPaidDues`.
 */
export class FakeDuesRecords {
  definitions: DuesDefinition[] = [];
  /** Oldest first. */
  changes: DuesAmountChange[] = [];
  /** Oldest first. */
  payments: DuesPayment[] = [];
  /** Members who let the directory show their 회비 납부 badge. */
  readonly badgeShown = new Set<string>();
  /** The last confirmation serial of each year paid. */
  readonly serials = new Map<number, number>();

  setAmount(definition: DuesDefinition, at: string, by: string): void {
    const same = (each: DuesDefinition) =>
      each.kind === definition.kind && each.year === definition.year;
    const before = this.definitions.find(same);
    this.definitions = [...this.definitions.filter((each) => !same(each)), definition];
    this.changes.push({
      ...definition,
      previousAmount: before?.amount ?? null,
      changedAt: at,
      changedBy: by,
    });
  }

  paymentsOf(memberId: string): DuesPayment[] {
    return this.payments
      .filter((each) => each.memberId === memberId)
      .sort((a, b) => b.paidAt.localeCompare(a.paidAt));
  }

  paidDuesOf(memberId: string): PaidDues[] {
    return paidDuesOf(this.paymentsOf(memberId));
  }

  /** The directory's 회비 납부 badge: allowed by the member, and the year covered. */
  showsBadge(memberId: string, year: number): boolean {
    return (
      this.badgeShown.has(memberId) &&
      this.payments.some((each) => each.memberId === memberId && duesCoverYear(each, year))
    );
  }

  /** Records paid dues once per order; refuses a year (or lifetime dues) already paid. */
  record(input: PaidDuesInput, id: string): DuesPayment {
    const recorded = this.payments.find((each) => each.orderId === input.orderId);
    if (recorded) return recorded;
    const paidOn = calendarDateOf(input.paidAt);
    const already = duesAlreadyPaid(
      input.kind,
      input.year ?? paidOn.year,
      this.paidDuesOf(input.memberId),
    );
    if (already) throw refusal('invalidState', already);
    const serial = (this.serials.get(paidOn.year) ?? 0) + 1;
    this.serials.set(paidOn.year, serial);
    const payment: DuesPayment = {
      id,
      memberId: input.memberId,
      kind: input.kind,
      year: input.kind === 'lifetime' ? null : input.year,
      amount: input.amount,
      paidAt: new Date(input.paidAt).toISOString(),
      paidOn: formatCalendarDate(paidOn),
      orderId: input.orderId,
      confirmationNumber: duesConfirmationNumber(paidOn.year, serial),
    };
    this.payments.push(payment);
    return payment;
  }
}
