import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import {
  duesAlreadyPaid,
  duesConfirmationNumber,
  type DuesDefinition,
  isOrderId,
  type PaidDues,
  paidDuesOf,
  type PaidDuesInput,
} from '../../../src/domain/payments';
import { AppError } from '../shared/app-error';
import type { Clock, Random, Transactions } from '../shared/ports';
import type { DuesPaymentRecord, DuesRepository } from './ports';

/** What the checkout checks dues against (the domain's CheckoutContext's dues part). */
export interface DuesCheckoutContext {
  readonly dues: DuesDefinition[];
  readonly paidDues: PaidDues[];
}

export interface DuesPaymentsDependencies {
  readonly dues: DuesRepository;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
}

/**
 * The dues feature's entry for other features: the payments feature records dues paid through
 * its checkout (inside its own transaction, which these calls join) and reads what the
 * checkout checks; the directory asks whose 회비 납부 badge shows.
 */
export class DuesPayments {
  constructor(private readonly deps: DuesPaymentsDependencies) {}

  /**
   * Records paid dues once per payment order: a second call with the same order records
   * nothing and answers the first payment. Refused (invalidState) when the member's year, or
   * their lifetime dues, is already paid by another order; invalidInput for a malformed input.
   */
  async recordPaidDues(input: PaidDuesInput): Promise<DuesPaymentRecord> {
    const paidAt = checkedInput(input);
    return await this.deps.transactions.run(async () => {
      const { dues } = this.deps;
      const recorded = await dues.paymentByOrder(input.orderId);
      if (recorded) return recorded;
      const paidOn = calendarDateOf(paidAt);
      try {
        await this.refuseIfPaid(input, paidOn.year);
      } catch (error) {
        // The same order recorded meanwhile (a call at the same moment): its payment is the answer.
        const meanwhile = await dues.paymentByOrder(input.orderId);
        if (meanwhile) return meanwhile;
        throw error;
      }
      const payment: DuesPaymentRecord = {
        id: this.deps.random.id(),
        memberId: input.memberId,
        kind: input.kind,
        year: input.kind === 'lifetime' ? null : input.year,
        amount: input.amount,
        paidAt: paidAt.toISOString(),
        paidOn: formatCalendarDate(paidOn),
        orderId: input.orderId,
        // Numbered once inserted, so that a payment recorded twice at once leaves no gap.
        confirmationNumber: `pending:${input.orderId}`,
      };
      if (!(await dues.insertPayment(payment))) {
        // Another call came first: the same order (answer it), or the same year (refuse).
        const first = await dues.paymentByOrder(input.orderId);
        if (first) return first;
        await this.refuseIfPaid(input, paidOn.year);
        throw new AppError('invalidState', '이미 낸 회비입니다.');
      }
      const confirmationNumber = duesConfirmationNumber(
        paidOn.year,
        await dues.nextConfirmationSerial(paidOn.year),
      );
      await dues.numberPayment(payment.id, confirmationNumber);
      return { ...payment, confirmationNumber };
    });
  }

  /** The dues the office set and the member's paid dues: what readCheckout checks dues against. */
  async checkoutContextOf(memberId: string): Promise<DuesCheckoutContext> {
    const [definitions, payments] = await Promise.all([
      this.deps.dues.definitions(),
      this.deps.dues.paymentsOf(memberId),
    ]);
    return {
      dues: definitions.map(({ kind, year, amount }) => ({ kind, year, amount })),
      paidDues: paidDuesOf(payments),
    };
  }

  /** The members whose dues cover the year (the office's messages: "2026년 회비 납부자"). */
  async payersOf(year: number): Promise<ReadonlySet<string>> {
    return this.deps.dues.payersOf(year);
  }

  /** Of these members, those whose 회비 납부 badge shows: allowed, and this year covered. */
  async badgeHoldersAmong(memberIds: readonly string[]): Promise<ReadonlySet<string>> {
    return this.deps.dues.badgeHolders(memberIds, calendarDateOf(this.deps.clock.now()).year);
  }

  private async refuseIfPaid(input: PaidDuesInput, paidYear: number): Promise<void> {
    const paid = paidDuesOf(await this.deps.dues.paymentsOf(input.memberId));
    const refusal = duesAlreadyPaid(input.kind, input.year ?? paidYear, paid);
    if (refusal) throw new AppError('invalidState', refusal);
  }
}

function checkedInput(input: PaidDuesInput): Date {
  const paidAt = new Date(input.paidAt);
  const yearFits =
    input.kind === 'lifetime'
      ? input.year === null
      : input.kind === 'annual' && Number.isInteger(input.year);
  if (
    !yearFits ||
    !input.memberId ||
    !isOrderId(input.orderId) ||
    !Number.isSafeInteger(input.amount) ||
    input.amount <= 0 ||
    Number.isNaN(paidAt.getTime())
  ) {
    throw new AppError('invalidInput', '회비 납부 기록이 올바르지 않습니다.');
  }
  return paidAt;
}
