import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASS_FIGURES_MIN_DONORS,
  type DonationStatisticsReport,
  fundAmountsByYear,
  publicClassFigures,
  scholarshipsByYear,
} from '../../../src/domain/donations/figures';

const REPORT: DonationStatisticsReport = {
  years: [],
  funds: [
    { year: 2024, fundId: 'general', name: '장학기금', totalAmount: 100 },
    { year: 2025, fundId: 'general', name: '장학기금', totalAmount: 200 },
    { year: 2025, fundId: 'centennial', name: '100주년 기금', totalAmount: 50 },
  ],
  classes: [],
  otherClasses: null,
  scholarships: [
    { year: 2025, fundId: 'general', name: '장학기금', students: 10, amount: 1_000 },
    { year: 2024, fundId: 'general', name: '장학기금', students: 5, amount: 500 },
    { year: 2025, fundId: 'centennial', name: '100주년 기금', students: 2, amount: 400 },
  ],
};

describe('기부 현황 figures (issue 14: by year, by fund, by graduating class, scholarships)', () => {
  it('lays the funds out by year, with 0 where a fund had nothing', () => {
    expect(fundAmountsByYear(REPORT)).toEqual({
      years: [2024, 2025],
      funds: [
        { name: '장학기금', values: [100, 200] },
        { name: '100주년 기금', values: [0, 50] },
      ],
    });
  });

  it('adds the scholarships of a year together', () => {
    expect(scholarshipsByYear(REPORT)).toEqual([
      { year: 2024, students: 5, amount: 500 },
      { year: 2025, students: 12, amount: 1_400 },
    ]);
  });

  it(`shows a graduating year apart only with ${CLASS_FIGURES_MIN_DONORS} donors or more`, () => {
    expect(
      publicClassFigures([
        { graduationYear: 1990, totalAmount: 300, donorCount: 3 },
        { graduationYear: 1991, totalAmount: 100, donorCount: 1 },
        { graduationYear: 1992, totalAmount: 200, donorCount: 2 },
      ]),
    ).toEqual({
      classes: [{ graduationYear: 1990, totalAmount: 300, donorCount: 3 }],
      otherClasses: { totalAmount: 300, donorCount: 3 },
    });
    expect(publicClassFigures([]).otherClasses).toBeNull();
  });

  it('keeps every won and every donor when classes are put together (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            graduationYear: fc.integer({ min: 1950, max: 2030 }),
            totalAmount: fc.integer({ min: 1, max: 10 ** 10 }),
            donorCount: fc.integer({ min: 1, max: 10 }),
          }),
        ),
        (classes) => {
          const published = publicClassFigures(classes);
          const sum = (values: readonly { totalAmount: number }[]) =>
            values.reduce((total, each) => total + each.totalAmount, 0);
          expect(sum(published.classes) + (published.otherClasses?.totalAmount ?? 0)).toBe(
            sum(classes),
          );
          expect(
            published.classes.every((each) => each.donorCount >= CLASS_FIGURES_MIN_DONORS),
          ).toBe(true);
        },
      ),
    );
  });
});
