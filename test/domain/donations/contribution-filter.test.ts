import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTION_MAX_PERIOD_YEARS,
  contributionPeriodOf,
} from '../../../src/domain/donations/contribution-filter';
import { expectInvalid, expectValid } from '../shared/validation/expect-result';

describe('the contribution filter’s period (issue 14)', () => {
  it('covers a whole year, or everything when nothing is given', () => {
    expectValid(contributionPeriodOf({ year: 2025 }), { from: '2025-01-01', to: '2025-12-31' });
    expectValid(contributionPeriodOf({}), { from: null, to: null });
  });

  it('takes a period of days, both ends included, written with dots or hyphens', () => {
    expectValid(contributionPeriodOf({ from: '2024.03.01', to: '2025-02-28' }), {
      from: '2024-03-01',
      to: '2025-02-28',
    });
  });

  it.each([
    [{ year: 2025, from: '2025-01-01', to: '2025-02-01' }, 'period.both'],
    [{ year: 1900 }, 'period.year'],
    [{ year: 2025.5 }, 'period.year'],
    [{ from: '2025-01-01' }, 'period.incomplete'],
    [{ to: '2025-01-01' }, 'period.incomplete'],
    [{ from: '2025-02-30', to: '2025-03-01' }, 'period.date'],
    [{ from: '어제', to: '오늘' }, 'period.date'],
    [{ from: '2025-03-01', to: '2025-02-01' }, 'period.order'],
    [{ from: '1926-01-01', to: '2025-12-31' }, 'period.tooLong'],
    [{ from: '2015-01-01', to: '2025-01-01' }, 'period.tooLong'],
  ])('refuses %j (%s) with a Korean sentence', (filter, code) => {
    expectInvalid(contributionPeriodOf(filter), code);
  });

  it('refuses a period of 100 years', () => {
    expectInvalid(contributionPeriodOf({ from: '1950-01-01', to: '2049-12-31' }), 'period.tooLong');
  });

  it(`accepts every period shorter than ${CONTRIBUTION_MAX_PERIOD_YEARS} years`, () => {
    const day = fc.date({
      min: new Date('1960-01-01'),
      max: new Date('2090-01-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 3650 - 3 }), (start, days) => {
        const end = new Date(start.getTime() + days * 86_400_000);
        const from = start.toISOString().slice(0, 10);
        const to = end.toISOString().slice(0, 10);
        expect(contributionPeriodOf({ from, to })).toEqual({ ok: true, value: { from, to } });
      }),
    );
  });
});
