import type { DataOf } from '../../../src/contract/endpoint-types';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import {
  duesPaymentRefusal,
  duesStatusFor,
  duesStatusLabel,
  myDuesPaymentOf,
  NO_SUCH_DUES_PAYMENT,
  paidDuesOf,
} from '../../../src/domain/payments';
import { AppError } from '../shared/app-error';
import type { Principal } from '../shared/principal';
import type { AccountRepository, Clock } from '../shared/ports';
import type { DuesRepository } from './ports';

export interface MyDuesDependencies {
  readonly dues: DuesRepository;
  /** The member's name and class on their confirmation. */
  readonly accounts: Pick<AccountRepository, 'findProfile'>;
  readonly clock: Clock;
  /** The association that received the dues, as the confirmation names it. */
  readonly associationName: string;
}

/**
 * A member's dues in /me: this year's status, what they may still pay, their payments each with
 * its 납부 확인서 (a payment confirmation: dues are not donations, so never a donation receipt),
 * and whether the directory shows their 회비 납부 badge (off until they turn it on).
 */
export class MyDues {
  constructor(private readonly deps: MyDuesDependencies) {}

  async myDues(principal: Principal): Promise<DataOf<'myDues'>> {
    const { dues } = this.deps;
    const year = calendarDateOf(this.deps.clock.now()).year;
    const [definitions, payments, showBadge] = await Promise.all([
      dues.definitions(),
      dues.paymentsOf(principal.userId),
      dues.showsBadge(principal.userId),
    ]);
    const paid = paidDuesOf(payments);
    const status = duesStatusFor(paid, year);
    const payable = definitions
      .filter((each) => each.kind === 'lifetime' || each.year === year)
      .filter((each) => duesPaymentRefusal(each.kind, year, definitions, paid) === null)
      .map(({ kind, year: covered, amount }) => ({ kind, year: covered, amount }));
    return {
      year,
      statusLabel: duesStatusLabel(status, year),
      paid: status.kind !== 'unpaid',
      payable,
      payments: payments.map(myDuesPaymentOf),
      showBadge,
    };
  }

  async saveDuesBadge(principal: Principal, showBadge: boolean): Promise<void> {
    await this.deps.dues.saveBadgePreference(
      principal.userId,
      showBadge,
      this.deps.clock.now().toISOString(),
    );
  }

  async duesConfirmation(
    principal: Principal,
    paymentId: string,
  ): Promise<DataOf<'duesConfirmation'>> {
    const [payments, profile] = await Promise.all([
      this.deps.dues.paymentsOf(principal.userId),
      this.deps.accounts.findProfile(principal.userId),
    ]);
    // Another member's payment is as unknown as none.
    const payment = payments.find((each) => each.id === paymentId);
    if (!payment || !profile?.name) throw new AppError('notFound', NO_SUCH_DUES_PAYMENT);
    return {
      ...myDuesPaymentOf(payment),
      memberName: profile.name,
      graduationYear: profile.graduationYear,
      classNumber: profile.classNumber,
      issuer: this.deps.associationName,
      issuedOn: formatCalendarDate(calendarDateOf(this.deps.clock.now())),
    };
  }
}
