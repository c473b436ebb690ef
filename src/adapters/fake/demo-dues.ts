import { DEMO_ADMINISTRATOR, DEMO_MEMBER } from '../../domain/shared/demo/demo-people';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { FakeBackend } from './fake-backend';

/** The demo's amounts: 연회비 5만원 (this year and last), 평생회비 50만원. */
const ANNUAL_AMOUNT = 50_000;
const LIFETIME_AMOUNT = 500_000;

/**
 * The fake backend's demo dues (`npm run demo`): the amounts set for this year, last year and
 * lifetime; the demo member paid last year's dues and not yet this year's (so that paying can
 * be tried), and a few alumni of the directory paid theirs, some showing the 회비 납부 badge.
 */
export function seedDemoDues(backend: FakeBackend, now: Date, memberIds: readonly string[]): void {
  const { dues } = backend;
  const year = calendarDateOf(now).year;
  // A day of the month in Korea, never later than now (early January has little of this year).
  const startOf = (covered: number, month: number) =>
    new Date(Math.min(Date.UTC(covered, month - 1, 10, 1), now.getTime())).toISOString();
  const by = DEMO_ADMINISTRATOR.userId;
  dues.setAmount({ kind: 'annual', year: year - 1, amount: 40_000 }, startOf(year - 1, 1), by);
  dues.setAmount(
    { kind: 'annual', year: year - 1, amount: ANNUAL_AMOUNT },
    startOf(year - 1, 2),
    by,
  );
  dues.setAmount(
    { kind: 'lifetime', year: null, amount: LIFETIME_AMOUNT },
    startOf(year - 1, 2),
    by,
  );
  dues.setAmount({ kind: 'annual', year, amount: ANNUAL_AMOUNT }, startOf(year, 1), by);

  let order = 0;
  const paid = (
    memberId: string,
    kind: 'annual' | 'lifetime',
    covered: number | null,
    at: string,
  ) => {
    order += 1;
    const orderId = `demo-dues-${String(order).padStart(4, '0')}`;
    dues.record(
      {
        memberId,
        kind,
        year: covered,
        amount: kind === 'annual' ? ANNUAL_AMOUNT : LIFETIME_AMOUNT,
        orderId,
        paidAt: at,
      },
      `dues-${orderId}`,
    );
  };
  paid(DEMO_MEMBER.userId, 'annual', year - 1, startOf(year - 1, 3));
  const alumni = memberIds.filter((id) => id !== DEMO_MEMBER.userId).slice(0, 6);
  alumni.slice(0, 4).forEach((memberId, index) => {
    paid(memberId, 'annual', year, startOf(year, index + 1));
  });
  alumni.slice(4).forEach((memberId) => {
    paid(memberId, 'lifetime', null, startOf(year - 1, 5));
  });
  // Half of them let the directory show it.
  for (const memberId of alumni.filter((_, index) => index % 2 === 0))
    dues.badgeShown.add(memberId);
}
