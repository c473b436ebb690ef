import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISCLOSURE_MAX_USES,
  disclosureYearRefusal,
  disclosureYearsOf,
  validateDisclosureDraft,
} from '../../../src/domain/donations/disclosure';

describe('기부금 모금액 및 활용실적 (issue 14: per year collected and used, with the report)', () => {
  it('reads the office’s uses as typed, and says which line is wrong', () => {
    expect(
      validateDisclosureDraft({
        uses: [{ purpose: ' 장학금 수여식   행사비 ', amount: '3,200,000원' }],
        atchFileMstId: ' ',
      }),
    ).toEqual({
      ok: true,
      value: {
        uses: [{ purpose: '장학금 수여식 행사비', amount: 3_200_000 }],
        atchFileMstId: null,
      },
    });
    const second = validateDisclosureDraft({
      uses: [
        { purpose: '행사비', amount: 1 },
        { purpose: '운영비', amount: 0 },
      ],
      atchFileMstId: null,
    });
    expect(second).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^2번째 사용 내역: /u),
    });
    expect(
      validateDisclosureDraft({
        uses: Array.from({ length: DISCLOSURE_MAX_USES + 1 }, () => ({
          purpose: '행사비',
          amount: 1,
        })),
        atchFileMstId: null,
      }).ok,
    ).toBe(false);
    expect(disclosureYearRefusal(1949)).toMatch(/1950년부터/u);
    expect(disclosureYearRefusal(2025)).toBeNull();
  });

  it('lists every year with donations, scholarships or a report, newest first', () => {
    const years = disclosureYearsOf({
      collected: [
        { year: 2024, totalAmount: 100, donorCount: 2 },
        { year: 2025, totalAmount: 300, donorCount: 3 },
      ],
      scholarships: [
        { year: 2023, students: 1, amount: 50 },
        { year: 2025, students: 2, amount: 100 },
        { year: 2025, students: 1, amount: 20 },
      ],
      reports: [{ year: 2025, uses: [{ purpose: '행사비', amount: 30 }], report: null }],
    });
    expect(years.map((each) => each.year)).toEqual([2025, 2024, 2023]);
    expect(years[0]).toEqual({
      year: 2025,
      collectedAmount: 300,
      donorCount: 3,
      scholarshipStudents: 3,
      scholarshipAmount: 120,
      uses: [{ purpose: '행사비', amount: 30 }],
      usedAmount: 150,
      report: null,
    });
  });

  it('uses exactly the scholarships and the other uses (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { maxLength: 5 }),
        (paid, used) => {
          const [year] = disclosureYearsOf({
            collected: [{ year: 2025, totalAmount: 1, donorCount: 1 }],
            scholarships: paid.map((amount) => ({ year: 2025, students: 1, amount })),
            reports: [
              {
                year: 2025,
                uses: used.map((amount) => ({ purpose: '용도', amount })),
                report: null,
              },
            ],
          });
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          expect(year?.usedAmount).toBe(sum(paid) + sum(used));
          expect(year?.scholarshipStudents).toBe(paid.length);
        },
      ),
    );
  });
});
