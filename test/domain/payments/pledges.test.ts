import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { compareCalendarDates } from '../../../src/domain/shared/calendar/calendar-date';
import {
  addDays,
  chargeAttemptDue,
  chargeDateIn,
  type ChargeDay,
  chargeDayLabel,
  chargeFailed,
  chargePaid,
  changePledgeAmount,
  depositOverdue,
  dueChargeMonth,
  endPledge,
  type MonthKey,
  monthKeyAt,
  monthKeyOf,
  newPledgeCharge,
  nextChargeDay,
  pausePledge,
  type Pledge,
  type PledgeCharge,
  pledgeMonthFigures,
  resumePledge,
  transferPledgeInstructions,
  validateChargeDay,
} from '../../../src/domain/payments';

const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({
  year,
  month,
  day: dayOfMonth,
});

const pledge: Pledge = {
  pledgeId: 'p1',
  fundId: 'general',
  amount: 30_000,
  chargeDay: 10,
  method: 'card',
  state: 'active',
  activeSince: day(2026, 1, 5),
};

function valueOf<T>(result: { ok: true; value: T } | { ok: false }): T {
  if (!result.ok) throw new Error('expected a valid result');
  return result.value;
}

describe('the charge day (issue 31 item 4: a monthly pledge charges on its day)', () => {
  it('is 1–28 or 말일; 29–31 are refused with a pointer to 말일, not moved silently', () => {
    expect(validateChargeDay(1)).toEqual({ ok: true, value: 1 });
    expect(validateChargeDay('28일')).toEqual({ ok: true, value: 28 });
    expect(validateChargeDay('말일')).toEqual({ ok: true, value: 'last' });
    expect(validateChargeDay(31)).toMatchObject({ ok: false, code: 'chargeDay.lateInMonth' });
    expect(validateChargeDay(29)).toMatchObject({ message: expect.stringMatching(/말일을 골라/u) });
    for (const wrong of [0, 32, 1.5, '', '열흘']) {
      expect(validateChargeDay(wrong)).toMatchObject({ ok: false, code: 'chargeDay.range' });
    }
  });

  it('말일 is the last day of each month, February of leap years included', () => {
    expect(chargeDateIn('2026-02', 'last')).toEqual(day(2026, 2, 28));
    expect(chargeDateIn('2028-02', 'last')).toEqual(day(2028, 2, 29));
    expect(chargeDateIn('2026-04', 'last')).toEqual(day(2026, 4, 30));
    expect(chargeDayLabel('last')).toBe('매월 말일');
    expect(chargeDayLabel(5)).toBe('매월 5일');
    expect(transferPledgeInstructions(25)).toMatch(/^매월 25일에 아래 계좌로 보내 주세요\./u);
    expect(transferPledgeInstructions('last')).toMatch(/^매월 말일에 /u);
  });

  it('the month key of a charge is the Korean month (issue 31 item 4: storage makes (pledge, month) unique)', () => {
    expect(monthKeyOf(day(2026, 3, 9))).toBe('2026-03');
    expect(monthKeyAt('2026-03-31T15:30:00Z')).toBe('2026-04');
    expect(monthKeyAt('2026-03-31T14:59:59Z')).toBe('2026-03');
  });
});

describe('which month is due (issue 31 item 4: one charge per pledge per month)', () => {
  it('is this month from its charge day on, until it is charged', () => {
    expect(dueChargeMonth(pledge, day(2026, 3, 9), '2026-02')).toBeNull();
    expect(dueChargeMonth(pledge, day(2026, 3, 10), '2026-02')).toBe('2026-03');
    expect(dueChargeMonth(pledge, day(2026, 3, 25), '2026-02')).toBe('2026-03');
    expect(dueChargeMonth(pledge, day(2026, 3, 25), null)).toBe('2026-03');
  });

  it('issue 31 item 4: never two charges in one month', () => {
    expect(dueChargeMonth(pledge, day(2026, 3, 10), '2026-03')).toBeNull();
    expect(dueChargeMonth(pledge, day(2026, 3, 31), '2026-03')).toBeNull();
  });

  it('a past month is never caught up: only the month of today is charged', () => {
    expect(dueChargeMonth(pledge, day(2026, 4, 2), '2026-02')).toBeNull();
    expect(dueChargeMonth(pledge, day(2026, 4, 10), '2026-02')).toBe('2026-04');
  });

  it('a paused month is skipped, not caught up; a pledge resumed after its day starts next month', () => {
    const paused = valueOf(pausePledge(pledge));
    expect(dueChargeMonth(paused, day(2026, 3, 10), '2026-02')).toBeNull();
    const resumed = valueOf(resumePledge(paused, day(2026, 3, 12)));
    expect(dueChargeMonth(resumed, day(2026, 3, 12), '2026-02')).toBeNull();
    expect(nextChargeDay(resumed, day(2026, 3, 12), '2026-02')).toEqual(day(2026, 4, 10));
    const resumedEarly = valueOf(resumePledge(paused, day(2026, 3, 10)));
    expect(dueChargeMonth(resumedEarly, day(2026, 3, 10), '2026-02')).toBe('2026-03');
  });

  it('a new pledge made after this month’s day is first charged next month', () => {
    const fresh = { ...pledge, activeSince: day(2026, 3, 15) };
    expect(dueChargeMonth(fresh, day(2026, 3, 15), null)).toBeNull();
    expect(nextChargeDay(fresh, day(2026, 3, 15), null)).toEqual(day(2026, 4, 10));
    const sameDay = { ...pledge, activeSince: day(2026, 3, 10) };
    expect(nextChargeDay(sameDay, day(2026, 3, 10), null)).toEqual(day(2026, 3, 10));
  });

  it('an ended pledge is never charged and cannot be resumed or changed', () => {
    const ended = endPledge(pledge);
    expect(dueChargeMonth(ended, day(2026, 3, 10), null)).toBeNull();
    expect(nextChargeDay(ended, day(2026, 3, 1), null)).toBeNull();
    expect(resumePledge(ended, day(2026, 3, 1))).toMatchObject({ ok: false, code: 'pledge.ended' });
    expect(changePledgeAmount(ended, 10_000).ok).toBe(false);
  });

  it('a new amount applies from the next charge; a charge made keeps its amount through retries', () => {
    const charge = newPledgeCharge(pledge, '2026-03', day(2026, 3, 10));
    const raised = valueOf(changePledgeAmount(pledge, '50,000'));
    const retried = chargeFailed(charge).charge;
    expect(retried.amount).toBe(30_000);
    expect(newPledgeCharge(raised, '2026-04', day(2026, 4, 10)).amount).toBe(50_000);
    expect(changePledgeAmount(pledge, '1.5')).toMatchObject({ ok: false, code: 'amount.whole' });
  });
});

describe('a failed charge (issue 31 item 4: retries twice over a week, mails a link to update the card)', () => {
  it('is tried again 3 and 7 days after the first attempt, then the month is missed', () => {
    const charge = newPledgeCharge(pledge, '2026-03', day(2026, 3, 10));
    expect(chargeAttemptDue(charge, day(2026, 3, 10))).toBe(true);
    const first = chargeFailed(charge);
    expect(first).toMatchObject({ notice: 'updateCard', charge: { state: 'retrying' } });
    expect(first.charge.nextAttemptOn).toEqual(day(2026, 3, 13));
    expect(chargeAttemptDue(first.charge, day(2026, 3, 12))).toBe(false);
    expect(chargeAttemptDue(first.charge, day(2026, 3, 13))).toBe(true);
    const second = chargeFailed(first.charge);
    expect(second.charge.nextAttemptOn).toEqual(day(2026, 3, 17));
    const third = chargeFailed(second.charge);
    expect(third).toMatchObject({
      notice: 'monthMissed',
      charge: { state: 'missed', nextAttemptOn: null },
    });
    expect(chargeAttemptDue(third.charge, day(2026, 3, 30))).toBe(false);
  });

  it('retries of a charge late in the month keep its month key', () => {
    const late = newPledgeCharge({ ...pledge, chargeDay: 'last' }, '2026-01', day(2026, 1, 31));
    const retry = chargeFailed(chargeFailed(late).charge).charge;
    expect(retry.nextAttemptOn).toEqual(day(2026, 2, 7));
    expect(retry.month).toBe('2026-01');
  });

  it('a bank-transfer pledge waits for its deposit until a week after the month', () => {
    const charge = newPledgeCharge(
      { ...pledge, method: 'bankTransfer' },
      '2026-03',
      day(2026, 3, 10),
    );
    expect(charge.state).toBe('awaitingDeposit');
    expect(chargeAttemptDue(charge, day(2026, 3, 10))).toBe(false);
    expect(depositOverdue(charge, day(2026, 4, 7))).toBe(false);
    expect(depositOverdue(charge, day(2026, 4, 8))).toBe(true);
  });
});

describe('expected and received per month (issue 31 item 4: the office sees every pledge)', () => {
  it('adds the charges made and the active pledges still to come, and lists the failed ones', () => {
    const other: Pledge = { ...pledge, pledgeId: 'p2', amount: 10_000, chargeDay: 20 };
    const paused: Pledge = { ...pledge, pledgeId: 'p3', amount: 70_000, state: 'paused' };
    const failing: Pledge = { ...pledge, pledgeId: 'p4', amount: 5_000 };
    const charges: PledgeCharge[] = [
      chargePaid(newPledgeCharge(pledge, '2026-03', day(2026, 3, 10))),
      chargeFailed(newPledgeCharge(failing, '2026-03', day(2026, 3, 10))).charge,
      chargePaid(newPledgeCharge(pledge, '2026-02', day(2026, 2, 10))),
    ];
    const march = pledgeMonthFigures(
      '2026-03',
      day(2026, 3, 15),
      [pledge, other, paused, failing],
      charges,
    );
    expect(march.expected).toBe(30_000 + 5_000 + 10_000);
    expect(march.received).toBe(30_000);
    expect(march.failed.map((charge) => charge.pledgeId)).toEqual(['p4']);
    const february = pledgeMonthFigures('2026-02', day(2026, 3, 15), [pledge, other], charges);
    expect(february).toMatchObject({ expected: 30_000, received: 30_000, failed: [] });
  });
});

// ── Properties over arbitrary days and pause/resume sequences ───────────────────────────────

const chargeDays: fc.Arbitrary<ChargeDay> = fc.oneof(
  fc.integer({ min: 1, max: 28 }),
  fc.constant('last' as const),
);
const startDays = fc.record({
  year: fc.integer({ min: 2024, max: 2030 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
});
type Action = 'none' | 'pause' | 'resume' | 'end' | 'raise';
// Pauses and resumes every week or two; an end at most once, somewhere in the run.
const daysOf = fc
  .tuple(
    fc.array(
      fc.record({
        action: fc.constantFrom<Action>(
          ...Array<Action>(10).fill('none'),
          'pause',
          'resume',
          'raise',
        ),
        schedulerRuns: fc.boolean(),
      }),
      { minLength: 1, maxLength: 200 },
    ),
    fc.option(fc.nat({ max: 250 })),
  )
  .map(([days, endAt]) =>
    days.map((each, index) => (index === endAt ? { ...each, action: 'end' as const } : each)),
  );

interface Charged {
  readonly month: MonthKey;
  readonly on: CalendarDate;
}

function simulate(
  chargeDay: ChargeDay,
  start: CalendarDate,
  days: readonly { action: Action; schedulerRuns: boolean }[],
) {
  let current: Pledge = { ...pledge, chargeDay, activeSince: start };
  let lastCharged: MonthKey | null = null;
  const charged: Charged[] = [];
  const stateOn = new Map<string, Pledge['state']>();
  days.forEach(({ action, schedulerRuns }, index) => {
    const today = addDays(start, index);
    if (action === 'pause')
      current = pausePledge(current).ok ? valueOf(pausePledge(current)) : current;
    if (action === 'resume') {
      const resumed = resumePledge(current, today);
      if (resumed.ok) current = resumed.value;
    }
    if (action === 'end') current = endPledge(current);
    if (action === 'raise') {
      const raised = changePledgeAmount(current, current.amount + 1_000);
      if (raised.ok) current = raised.value;
    }
    stateOn.set(JSON.stringify(today), current.state);
    const due = schedulerRuns ? dueChargeMonth(current, today, lastCharged) : null;
    if (due !== null) {
      expect(current.state).toBe('active');
      charged.push({ month: due, on: today });
      lastCharged = due;
    }
  });
  return { charged, stateOn };
}

describe('the monthly schedule, over arbitrary days and pause/resume sequences (issue 31 item 4)', () => {
  it('property: at most one charge per month, in its own month, on or after its day; none while paused or after the end', () => {
    fc.assert(
      fc.property(chargeDays, startDays, daysOf, (chargeDay, start, days) => {
        const { charged, stateOn } = simulate(chargeDay, start, days);
        const months = charged.map((each) => each.month);
        expect(new Set(months).size).toBe(months.length);
        for (const { month, on } of charged) {
          expect(monthKeyOf(on)).toBe(month);
          const chargeDate = chargeDateIn(month, chargeDay);
          expect(compareCalendarDates(on, chargeDate)).toBeGreaterThanOrEqual(0);
          // Active on every day from the charge day to the charge: a paused month is skipped.
          for (
            let step = chargeDate;
            compareCalendarDates(step, on) <= 0;
            step = addDays(step, 1)
          ) {
            const state = stateOn.get(JSON.stringify(step));
            if (state !== undefined) expect(state).toBe('active');
          }
        }
        const endedAt = days.findIndex((each) => each.action === 'end');
        if (endedAt >= 0) {
          const end = addDays(start, endedAt);
          expect(charged.every(({ on }) => compareCalendarDates(on, end) < 0)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: an active pledge with a daily scheduler is charged every month it was active on its day', () => {
    fc.assert(
      fc.property(
        chargeDays,
        startDays,
        fc.integer({ min: 1, max: 400 }),
        (chargeDay, start, length) => {
          const days = Array.from({ length }, () => ({
            action: 'none' as const,
            schedulerRuns: true,
          }));
          const { charged } = simulate(chargeDay, start, days);
          const expected = new Set<MonthKey>();
          for (let index = 0; index < length; index += 1) {
            const today = addDays(start, index);
            const date = chargeDateIn(monthKeyOf(today), chargeDay);
            if (compareCalendarDates(date, today) === 0) expected.add(monthKeyOf(today));
          }
          expect(charged.map((each) => each.month)).toEqual([...expected]);
        },
      ),
    );
  });

  it('property: nextChargeDay names the first day the schedule charges', () => {
    fc.assert(
      fc.property(
        chargeDays,
        startDays,
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        (chargeDay, start, offset, chargedThisMonth) => {
          const current: Pledge = { ...pledge, chargeDay, activeSince: start };
          const today = addDays(start, offset);
          const lastCharged = chargedThisMonth ? monthKeyOf(today) : null;
          const next = nextChargeDay(current, today, lastCharged);
          expect(next).not.toBeNull();
          if (next === null) return;
          for (let step = today; compareCalendarDates(step, next) < 0; step = addDays(step, 1)) {
            expect(dueChargeMonth(current, step, lastCharged)).toBeNull();
          }
          expect(dueChargeMonth(current, next, lastCharged)).toBe(monthKeyOf(next));
        },
      ),
    );
  });
});
