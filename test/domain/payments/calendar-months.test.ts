import { describe, expect, it } from 'vitest';
import { addDays, nextMonthKey, parseMonthKey } from '../../../src/domain/payments';

describe('month keys and calendar days (issue 31 item 4: the month key of a charge, YYYY-MM)', () => {
  it('reads only real months and steps over the year', () => {
    expect(parseMonthKey('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonthKey('2026-13')).toBeNull();
    expect(parseMonthKey('2026-1')).toBeNull();
    expect(nextMonthKey('2026-12')).toBe('2027-01');
    expect(nextMonthKey('2026-09')).toBe('2026-10');
    expect(() => nextMonthKey('2026-00')).toThrow(RangeError);
  });

  it('adds days across months and leap days', () => {
    expect(addDays({ year: 2028, month: 2, day: 27 }, 3)).toEqual({ year: 2028, month: 3, day: 1 });
    expect(addDays({ year: 2026, month: 12, day: 29 }, 7)).toEqual({
      year: 2027,
      month: 1,
      day: 5,
    });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });
});
