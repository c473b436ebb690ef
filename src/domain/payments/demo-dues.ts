import { calendarDateOf } from '../shared/format/date-format';
import type { DuesDefinition } from './dues';
import type { PaidDuesInput } from './dues-register';

/** The demo's amounts: 연회비 5만원 (this year and last; 4만원 at first last year), 평생회비 50만원. */
const ANNUAL_AMOUNT = 50_000;
const LIFETIME_AMOUNT = 500_000;

export interface DemoDues {
  /** The office's amounts, in the order they were set, each with when. */
  readonly amounts: readonly { readonly definition: DuesDefinition; readonly at: string }[];
  readonly payments: readonly PaidDuesInput[];
  /** The members who let the directory show their 회비 납부 badge. */
  readonly badges: readonly string[];
}

/**
 * The demo's dues, for the server's seed and the SPA's fake alike: the amounts set for this
 * year, last year and lifetime; the demo member paid last year's dues and not yet this year's
 * (so that paying can be tried), four alumni this year's and two lifetime dues, and every other
 * one of those six shows the badge. No day is later than `now`.
 */
export function demoDues(now: Date, demoMemberId: string, alumniIds: readonly string[]): DemoDues {
  const year = calendarDateOf(now).year;
  // The 10th of a month, never later than now (early January has little of this year).
  const dayOf = (covered: number, month: number) =>
    new Date(Math.min(Date.UTC(covered, month - 1, 10, 1), now.getTime())).toISOString();
  const amounts = [
    { definition: { kind: 'annual', year: year - 1, amount: 40_000 }, at: dayOf(year - 1, 1) },
    {
      definition: { kind: 'annual', year: year - 1, amount: ANNUAL_AMOUNT },
      at: dayOf(year - 1, 2),
    },
    {
      definition: { kind: 'lifetime', year: null, amount: LIFETIME_AMOUNT },
      at: dayOf(year - 1, 2),
    },
    { definition: { kind: 'annual', year, amount: ANNUAL_AMOUNT }, at: dayOf(year, 1) },
  ] as const;
  const alumni = alumniIds.filter((id) => id !== demoMemberId).slice(0, 6);
  const paid: Omit<PaidDuesInput, 'orderId'>[] = [
    {
      memberId: demoMemberId,
      kind: 'annual',
      year: year - 1,
      amount: ANNUAL_AMOUNT,
      paidAt: dayOf(year - 1, 3),
    },
    ...alumni.slice(0, 4).map((memberId, index) => ({
      memberId,
      kind: 'annual' as const,
      year,
      amount: ANNUAL_AMOUNT,
      paidAt: dayOf(year, index + 1),
    })),
    ...alumni.slice(4).map((memberId) => ({
      memberId,
      kind: 'lifetime' as const,
      year: null,
      amount: LIFETIME_AMOUNT,
      paidAt: dayOf(year - 1, 5),
    })),
  ];
  return {
    amounts,
    payments: paid.map((payment, index) => ({
      ...payment,
      orderId: `demo-dues-${String(index + 1).padStart(4, '0')}`,
    })),
    badges: alumni.filter((_, index) => index % 2 === 0),
  };
}
