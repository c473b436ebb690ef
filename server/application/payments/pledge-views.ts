import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  CHARGE_STATE_LABELS,
  chargeDayLabel,
  nextChargeDay,
  type Pledge,
  type PledgeCharge,
  PLEDGE_STATE_LABELS,
  type PledgeChargeView,
} from '../../../src/domain/payments';
import {
  type CalendarDate,
  formatCalendarDate,
  parseCalendarDate,
} from '../../../src/domain/shared/calendar/calendar-date';
import type { BankAccount } from '../../../src/domain/payments';
import type { StoredCharge, StoredPledge } from './pledges-port';

/** 카드 등록 전: a pledge whose card window the member has not finished. */
const REGISTERING_LABEL = '카드 등록 전';

/** The domain's pledge, for a registered one (null while its card is being registered). */
export function domainPledgeOf(pledge: StoredPledge): Pledge | null {
  if (pledge.state === 'registering') return null;
  const activeSince = parseCalendarDate(pledge.activeSince);
  if (!activeSince) throw new RangeError(`Pledge ${pledge.pledgeId} has no start day`);
  return {
    pledgeId: pledge.pledgeId,
    fundId: pledge.fundId,
    amount: pledge.amount,
    chargeDay: pledge.chargeDay,
    method: pledge.method,
    state: pledge.state,
    activeSince,
  };
}

export function chargeViewOf(charge: StoredCharge): PledgeChargeView {
  return {
    month: charge.month,
    amount: charge.amount,
    state: charge.state,
    stateLabel: CHARGE_STATE_LABELS[charge.state],
    failedAttempts: charge.failedAttempts,
    nextAttemptOn: charge.nextAttemptOn,
  };
}

export function pledgeViewOf(
  pledge: StoredPledge,
  charges: readonly StoredCharge[],
  context: {
    readonly fundName: string;
    readonly today: CalendarDate;
    readonly bankAccount: BankAccount | null;
    readonly sandbox: boolean;
  },
): DataOf<'registerPledgeCard'> {
  const own = charges.filter((charge) => charge.pledgeId === pledge.pledgeId);
  const lastMonth = own.reduce<string | null>(
    (last, charge) => (last === null || charge.month > last ? charge.month : last),
    null,
  );
  const domain = domainPledgeOf(pledge);
  const next = domain ? nextChargeDay(domain, context.today, lastMonth) : null;
  return {
    pledgeId: pledge.pledgeId,
    fundName: context.fundName,
    amount: pledge.amount,
    chargeDayLabel: chargeDayLabel(pledge.chargeDay),
    method: pledge.method,
    state: pledge.state,
    stateLabel:
      pledge.state === 'registering' ? REGISTERING_LABEL : PLEDGE_STATE_LABELS[pledge.state],
    cardLabel: pledge.cardLabel,
    transfer:
      pledge.transferReference && context.bankAccount
        ? { ...context.bankAccount, reference: pledge.transferReference }
        : null,
    nextChargeOn: next ? formatCalendarDate(next) : null,
    charges: [...own].sort((a, b) => b.month.localeCompare(a.month)).map(chargeViewOf),
    sandbox: context.sandbox,
  };
}

/** A stored charge in the domain's words (its days as calendar days). */
export function domainChargeOf(charge: StoredCharge): PledgeCharge {
  const first = parseCalendarDate(charge.firstAttemptOn);
  if (!first) throw new RangeError(`Charge ${charge.pledgeId} ${charge.month} has no first day`);
  return {
    pledgeId: charge.pledgeId,
    month: charge.month,
    amount: charge.amount,
    state: charge.state,
    failedAttempts: charge.failedAttempts,
    firstAttemptOn: first,
    nextAttemptOn: charge.nextAttemptOn ? parseCalendarDate(charge.nextAttemptOn) : null,
  };
}

/** The domain's charge as stored (its days as YYYY-MM-DD). */
export function storedChargeOf(
  charge: PledgeCharge,
): Pick<
  StoredCharge,
  'pledgeId' | 'month' | 'amount' | 'state' | 'failedAttempts' | 'firstAttemptOn' | 'nextAttemptOn'
> {
  return {
    pledgeId: charge.pledgeId,
    month: charge.month,
    amount: charge.amount,
    state: charge.state,
    failedAttempts: charge.failedAttempts,
    firstAttemptOn: formatCalendarDate(charge.firstAttemptOn),
    nextAttemptOn: charge.nextAttemptOn ? formatCalendarDate(charge.nextAttemptOn) : null,
  };
}
