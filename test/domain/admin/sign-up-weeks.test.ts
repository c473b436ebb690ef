import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  koreanWeekStart,
  SIGN_UP_WEEKS,
  signUpsPerWeek,
} from '../../../src/domain/admin/sign-up-weeks';

describe('sign-ups per week', () => {
  it('starts a week on Monday in Korea', () => {
    // Sunday 2026-11-22 23:30 KST is still the week of Monday 11-16; Monday 00:10 KST starts 11-23.
    expect(koreanWeekStart('2026-11-22T14:30:00Z')).toBe('2026-11-16');
    expect(koreanWeekStart('2026-11-22T15:10:00Z')).toBe('2026-11-23');
  });

  it('counts the last eight weeks, oldest first, empty weeks included', () => {
    const now = new Date('2026-11-23T03:00:00Z'); // Monday noon in Korea
    const weeks = signUpsPerWeek(
      [
        '2026-11-23T01:00:00Z',
        '2026-11-22T16:00:00Z', // Monday 01:00 KST: this week
        '2026-11-22T14:00:00Z', // Sunday 23:00 KST: last week
        '2026-09-01T00:00:00Z', // before the eight weeks
        '2026-11-24T00:00:00Z', // after now
      ],
      now,
    );
    expect(weeks).toHaveLength(SIGN_UP_WEEKS);
    expect(weeks[0]?.weekStart).toBe('2026-10-05');
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-11-23', count: 2 });
    expect(weeks.at(-2)).toEqual({ weekStart: '2026-11-16', count: 1 });
    expect(weeks.slice(0, -2).every((week) => week.count === 0)).toBe(true);
  });

  it('property: every sign-up of the eight weeks is counted once, in a Monday week', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const instant = fc
      .date({ min: new Date('2026-09-01T00:00:00Z'), max: now, noInvalidDate: true })
      .map((date) => date.toISOString());
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 50 }), (createdAt) => {
        const weeks = signUpsPerWeek(createdAt, now);
        const from = Date.parse(`${weeks[0]?.weekStart}T00:00:00+09:00`);
        const inWeeks = createdAt.filter((at) => Date.parse(at) >= from).length;
        expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(inWeeks);
        for (const week of weeks) {
          expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
        }
      }),
    );
  });
});
