/** The donation figures anyone may read (issue 14, item 3): sums over the donations as they stand. */

export interface YearTotal {
  readonly year: number;
  readonly totalAmount: number;
  readonly donationCount: number;
  readonly donorCount: number;
}

export interface ClassFigures {
  readonly graduationYear: number;
  readonly totalAmount: number;
  readonly donorCount: number;
}

/**
 * A graduating year's sum is published on its own only when at least this many donors make it:
 * a class of one or two would give away what a donor gave, named or not. The smaller classes
 * are added up together.
 */
export const CLASS_FIGURES_MIN_DONORS = 3;

export function publicClassFigures(
  classes: readonly ClassFigures[],
): Pick<DonationStatisticsReport, 'classes' | 'otherClasses'> {
  const shown = classes.filter((each) => each.donorCount >= CLASS_FIGURES_MIN_DONORS);
  const hidden = classes.filter((each) => each.donorCount < CLASS_FIGURES_MIN_DONORS);
  return {
    classes: shown,
    otherClasses:
      hidden.length === 0
        ? null
        : {
            totalAmount: hidden.reduce((sum, each) => sum + each.totalAmount, 0),
            donorCount: hidden.reduce((sum, each) => sum + each.donorCount, 0),
          },
  };
}

export interface DonationStatisticsReport {
  /** Oldest first. */
  readonly years: readonly YearTotal[];
  readonly funds: readonly {
    readonly year: number;
    readonly fundId: string;
    readonly name: string;
    readonly totalAmount: number;
  }[];
  /**
   * By the donors' graduating year, for the years with at least CLASS_FIGURES_MIN_DONORS donors;
   * the others together in `otherClasses` (null when there are none).
   */
  readonly classes: readonly ClassFigures[];
  readonly otherClasses: { readonly totalAmount: number; readonly donorCount: number } | null;
  readonly scholarships: readonly {
    readonly year: number;
    readonly fundId: string;
    readonly name: string;
    readonly students: number;
    readonly amount: number;
  }[];
}

/** The funds' amounts laid out by year: one row of values per fund, in the office's order. */
export function fundAmountsByYear(report: DonationStatisticsReport): {
  readonly years: readonly number[];
  readonly funds: readonly { readonly name: string; readonly values: readonly number[] }[];
} {
  const years = [...new Set(report.funds.map((each) => each.year))].sort((a, b) => a - b);
  const fundIds = [...new Set(report.funds.map((each) => each.fundId))];
  return {
    years,
    funds: fundIds.map((fundId) => ({
      name: report.funds.find((each) => each.fundId === fundId)?.name ?? '',
      values: years.map(
        (year) =>
          report.funds.find((each) => each.fundId === fundId && each.year === year)?.totalAmount ??
          0,
      ),
    })),
  };
}

/** Scholarships paid per year, all funds together, oldest first. */
export function scholarshipsByYear(
  report: DonationStatisticsReport,
): { readonly year: number; readonly students: number; readonly amount: number }[] {
  const byYear = new Map<number, { students: number; amount: number }>();
  for (const each of report.scholarships) {
    const sum = byYear.get(each.year) ?? { students: 0, amount: 0 };
    sum.students += each.students;
    sum.amount += each.amount;
    byYear.set(each.year, sum);
  }
  return [...byYear].sort(([a], [b]) => a - b).map(([year, sum]) => ({ year, ...sum }));
}
