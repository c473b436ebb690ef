import { validateDonationAmount } from '../donations';
import { type CalendarDate, compareCalendarDates } from '../shared/calendar/calendar-date';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';
import {
  addDays,
  dayIn,
  lastDayOf,
  type MonthKey,
  monthKeyOf,
  nextMonthKey,
} from './calendar-months';
import type { PledgeMethod } from './methods';

/**
 * Monthly pledges (issue 31, item 4). A pledge is charged once a month on its charge day, in
 * Korean days; storage keeps one charge per (pledge, month key), claimed atomically, and this
 * file decides which month is due, when a failed charge is tried again and what the office sees
 * per month.
 *
 * - The charge day is 1–28 or the month's last day (말일). 29–31 are refused rather than moved:
 *   "the 31st" would silently become the 30th or the 28th, so a donor who wants the end of the
 *   month picks 말일, and February 28 or 29 is then what they asked for.
 * - Only the month of `today` is ever charged: a month whose charge day came while the pledge was
 *   paused (or before it began) is skipped, not caught up, and nothing charges a past month
 *   twice, so a donor is never charged twice within a month.
 * - A pledge made or resumed after this month's charge day is first charged next month.
 * - A new amount applies from the next charge made; a charge already made (and its retries)
 *   keeps the amount it was made with.
 */

// ── Charge day ───────────────────────────────────────────────────────────────────────────────

export type ChargeDay = number | 'last';
export const LATEST_FIXED_CHARGE_DAY = 28;

export function validateChargeDay(input: number | string): ValidationResult<ChargeDay> {
  const text = String(input).trim();
  if (text === 'last' || text === '말일') return valid('last');
  const day = /^\d{1,2}$/u.test(text.replace(/일$/u, '')) ? Number(text.replace(/일$/u, '')) : NaN;
  if (day >= 29 && day <= 31) {
    return invalid(
      'chargeDay.lateInMonth',
      '29일부터 31일까지는 없는 달이 있어 고를 수 없습니다. 달의 마지막 날에 내시려면 말일을 골라 주세요.',
    );
  }
  if (!Number.isInteger(day) || day < 1 || day > LATEST_FIXED_CHARGE_DAY) {
    return invalid('chargeDay.range', '결제일은 1일부터 28일 또는 말일 중에서 골라 주세요.');
  }
  return valid(day);
}

/** 매월 5일, 매월 말일 */
export function chargeDayLabel(day: ChargeDay): string {
  return day === 'last' ? '매월 말일' : `매월 ${day}일`;
}

/** What a transfer pledge's donor is told to do each month, with its reference shown below. */
export function transferPledgeInstructions(day: ChargeDay): string {
  return `${chargeDayLabel(day)}에 아래 계좌로 보내 주세요. 입금자 표시에 아래 글자를 적어 주셔야 기부로 확인할 수 있습니다.`;
}

/** The refusals about a member's pledges, said the same by the server and the fake. */
export const PLEDGE_REFUSALS = {
  noSuchPledge: '매월 기부 신청을 찾을 수 없습니다.',
  fundAndDayRequired: '매월 기부의 기금과 결제일을 골라 주세요.',
  endedTakesNoCard: '끝난 매월 기부에는 카드를 등록할 수 없습니다.',
  cardNotYetRegistered: '카드 등록을 마친 뒤에 바꿀 수 있습니다.',
  onlyActiveCardPledgeChangesCard: '카드로 내는 진행 중인 매월 기부만 카드를 바꿀 수 있습니다.',
} as const;

/** The day a month's charge falls on. */
export function chargeDateIn(month: MonthKey, day: ChargeDay): CalendarDate {
  return day === 'last' ? lastDayOf(month) : dayIn(month, day);
}

// ── Pledges ──────────────────────────────────────────────────────────────────────────────────

export const PLEDGE_STATES = ['active', 'paused', 'ended'] as const;
export type PledgeState = (typeof PLEDGE_STATES)[number];

export const PLEDGE_STATE_LABELS: Readonly<Record<PledgeState, string>> = {
  active: '진행 중',
  paused: '일시 중지',
  ended: '종료',
};

export interface Pledge {
  readonly pledgeId: string;
  readonly fundId: string;
  /** Whole won a month, for charges made from now on. */
  readonly amount: number;
  readonly chargeDay: ChargeDay;
  readonly method: PledgeMethod;
  readonly state: PledgeState;
  /** The Korean day it was made or last resumed: months whose charge day is before are not due. */
  readonly activeSince: CalendarDate;
}

const PLEDGE_ENDED = '끝난 정기 기부는 바꿀 수 없습니다. 다시 하시려면 새로 신청해 주세요.';

export function pausePledge(pledge: Pledge): ValidationResult<Pledge> {
  if (pledge.state === 'ended') return invalid('pledge.ended', PLEDGE_ENDED);
  return valid({ ...pledge, state: 'paused' });
}

/** Resumed today: this month is charged only if its charge day is still to come (or today). */
export function resumePledge(pledge: Pledge, today: CalendarDate): ValidationResult<Pledge> {
  if (pledge.state === 'ended') return invalid('pledge.ended', PLEDGE_ENDED);
  if (pledge.state === 'active') return valid(pledge);
  return valid({ ...pledge, state: 'active', activeSince: today });
}

export function endPledge(pledge: Pledge): Pledge {
  return { ...pledge, state: 'ended' };
}

export function changePledgeAmount(
  pledge: Pledge,
  input: number | string,
): ValidationResult<Pledge> {
  if (pledge.state === 'ended') return invalid('pledge.ended', PLEDGE_ENDED);
  const amount = validateDonationAmount(input);
  return amount.ok ? valid({ ...pledge, amount: amount.value }) : amount;
}

// ── Which month is due ───────────────────────────────────────────────────────────────────────

/**
 * The month to charge today, or null: today's month, when the pledge is active, its charge day
 * has come, the pledge was active on it, and the month is after the last month charged.
 */
export function dueChargeMonth(
  pledge: Pledge,
  today: CalendarDate,
  lastChargedMonth: MonthKey | null,
): MonthKey | null {
  if (pledge.state !== 'active') return null;
  const month = monthKeyOf(today);
  if (lastChargedMonth !== null && lastChargedMonth >= month) return null;
  const chargeDate = chargeDateIn(month, pledge.chargeDay);
  if (compareCalendarDates(today, chargeDate) < 0) return null;
  if (compareCalendarDates(pledge.activeSince, chargeDate) > 0) return null;
  return month;
}

/** The next day the pledge will be charged (today when it is due today), or null when it will not. */
export function nextChargeDay(
  pledge: Pledge,
  today: CalendarDate,
  lastChargedMonth: MonthKey | null,
): CalendarDate | null {
  if (pledge.state !== 'active') return null;
  if (dueChargeMonth(pledge, today, lastChargedMonth) !== null) return today;
  let month = monthKeyOf(today);
  // Within two months: this month's day may be past, and next month's always comes.
  for (let step = 0; step < 2; step += 1) {
    const date = chargeDateIn(month, pledge.chargeDay);
    const later = compareCalendarDates(date, today) > 0;
    const active = compareCalendarDates(date, pledge.activeSince) >= 0;
    const uncharged = lastChargedMonth === null || month > lastChargedMonth;
    if (later && active && uncharged) return date;
    month = nextMonthKey(month);
  }
  return null;
}

// ── Charges and their retries ────────────────────────────────────────────────────────────────

/** A failed charge is tried again 3 and 7 days after the first attempt; then the month is missed. */
export const CHARGE_RETRY_AFTER_DAYS = [3, 7] as const;

export const CHARGE_STATES = ['pending', 'retrying', 'awaitingDeposit', 'paid', 'missed'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

export const CHARGE_STATE_LABELS: Readonly<Record<ChargeState, string>> = {
  pending: '결제 예정',
  retrying: '재결제 예정',
  awaitingDeposit: '입금 대기',
  paid: '결제 완료',
  missed: '미납',
};

/** One month's charge of a pledge: unique per (pledgeId, month). */
export interface PledgeCharge {
  readonly pledgeId: string;
  readonly month: MonthKey;
  /** The pledge's amount when the charge was made; its retries charge the same. */
  readonly amount: number;
  readonly state: ChargeState;
  /** Failed attempts so far. */
  readonly failedAttempts: number;
  readonly firstAttemptOn: CalendarDate;
  /** When the card is charged next; null for a deposit, or once paid or missed. */
  readonly nextAttemptOn: CalendarDate | null;
}

/** The month's charge, made on the day it is due; a transfer pledge waits for the deposit. */
export function newPledgeCharge(
  pledge: Pledge,
  month: MonthKey,
  today: CalendarDate,
): PledgeCharge {
  const card = pledge.method === 'card';
  return {
    pledgeId: pledge.pledgeId,
    month,
    amount: pledge.amount,
    state: card ? 'pending' : 'awaitingDeposit',
    failedAttempts: 0,
    firstAttemptOn: today,
    nextAttemptOn: card ? today : null,
  };
}

export function chargeAttemptDue(charge: PledgeCharge, today: CalendarDate): boolean {
  if (charge.state !== 'pending' && charge.state !== 'retrying') return false;
  return charge.nextAttemptOn !== null && compareCalendarDates(charge.nextAttemptOn, today) <= 0;
}

export function chargePaid(charge: PledgeCharge): PledgeCharge {
  return { ...charge, state: 'paid', nextAttemptOn: null };
}

/** What to mail the donor after a failure: a link to update the card, or that the month was missed. */
export type ChargeFailureNotice = 'updateCard' | 'monthMissed';

export function chargeFailed(charge: PledgeCharge): {
  readonly charge: PledgeCharge;
  readonly notice: ChargeFailureNotice;
} {
  const failedAttempts = charge.failedAttempts + 1;
  const retryAfter = CHARGE_RETRY_AFTER_DAYS[failedAttempts - 1];
  if (retryAfter === undefined) {
    return {
      charge: { ...charge, state: 'missed', failedAttempts, nextAttemptOn: null },
      notice: 'monthMissed',
    };
  }
  const nextAttemptOn = addDays(charge.firstAttemptOn, retryAfter);
  return {
    charge: { ...charge, state: 'retrying', failedAttempts, nextAttemptOn },
    notice: 'updateCard',
  };
}

/** A transfer pledge's deposit may come until a week after its month ends; then it is missed. */
export const DEPOSIT_GRACE_DAYS = 7;

export function depositOverdue(charge: PledgeCharge, today: CalendarDate): boolean {
  if (charge.state !== 'awaitingDeposit') return false;
  const deadline = addDays(lastDayOf(charge.month), DEPOSIT_GRACE_DAYS);
  return compareCalendarDates(today, deadline) > 0;
}

// ── The office's view of a month ─────────────────────────────────────────────────────────────

export interface PledgeMonthFigures {
  readonly month: MonthKey;
  /** Whole won the month's charges ask, with the active pledges still to be charged this month. */
  readonly expected: number;
  readonly received: number;
  /** Charges being retried or missed: the office follows these up. */
  readonly failed: readonly PledgeCharge[];
}

/**
 * A month's expected and received amounts. For the current month and later, an active pledge
 * with no charge yet whose charge day is still to come counts as expected; a past month counts
 * only the charges made.
 */
export function pledgeMonthFigures(
  month: MonthKey,
  today: CalendarDate,
  pledges: readonly Pledge[],
  charges: readonly PledgeCharge[],
): PledgeMonthFigures {
  const ofMonth = charges.filter((charge) => charge.month === month);
  const charged = new Set(ofMonth.map((charge) => charge.pledgeId));
  const upcoming =
    month < monthKeyOf(today)
      ? []
      : pledges.filter((pledge) => {
          if (pledge.state !== 'active' || charged.has(pledge.pledgeId)) return false;
          const date = chargeDateIn(month, pledge.chargeDay);
          return (
            compareCalendarDates(date, pledge.activeSince) >= 0 &&
            compareCalendarDates(date, today) >= 0
          );
        });
  const sum = (amounts: readonly { readonly amount: number }[]) =>
    amounts.reduce((total, each) => total + each.amount, 0);
  return {
    month,
    expected: sum(ofMonth) + sum(upcoming),
    received: sum(ofMonth.filter((charge) => charge.state === 'paid')),
    failed: ofMonth.filter((charge) => charge.state === 'retrying' || charge.state === 'missed'),
  };
}
