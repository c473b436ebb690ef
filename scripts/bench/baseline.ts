// The benchmarks' memory (issue 30): the last accepted figures of each bench, committed in
// docs/bench-baseline.json. Each bench prints its new figures beside them with the ratio; CPU
// time and memory that worsen by more than 25 %, and sizes by more than 2 %, are regressions
// (wall times and rates are printed only: on a shared machine they move with the neighbours). A regression sets the
// exit code, so that `npm run bench:check` fails. BENCH_ACCEPT=1 writes the new figures as the
// baseline, for a change that is meant to cost what it costs (say why in the commit).
import fs from 'node:fs';
import path from 'node:path';

/** What a figure measures, which says whether its worsening is a regression. */
export type FigureKind = 'cpu' | 'memory' | 'size' | 'time' | 'rate';

export interface Figure {
  /** e.g. "healthy, seeded database (median)". */
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly kind: FigureKind;
}

export interface BaselineFigure {
  readonly value: number;
  readonly unit: string;
  readonly kind: FigureKind;
}

/** Bench → figure name → its accepted value. */
export type Baseline = Record<string, Record<string, BaselineFigure>>;

export interface Comparison {
  readonly figure: Figure;
  readonly baseline: BaselineFigure | null;
  /** new / baseline, in the direction where more is worse; null without a baseline. */
  readonly ratio: number | null;
  readonly regression: boolean;
}

/**
 * Worse by more than this (as a ratio) is a regression, for the kinds steady enough on a shared
 * machine to fail a check on: CPU time and memory by a quarter; a size, the same on every
 * machine, by 2 % (the home route's 130 KB budget has less room than a quarter).
 */
export const REGRESSION_RATIOS: Readonly<Partial<Record<FigureKind, number>>> = {
  cpu: 1.25,
  memory: 1.25,
  size: 1.02,
};

export const BASELINE_FILE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'docs',
  'bench-baseline.json',
);

/** Each figure against its baseline: the ratio (how much worse) and whether it regressed. */
export function compareWithBaseline(
  bench: string,
  figures: readonly Figure[],
  baseline: Baseline,
): Comparison[] {
  return figures.map((figure) => {
    const accepted = baseline[bench]?.[figure.name] ?? null;
    if (!accepted || accepted.unit !== figure.unit || accepted.value <= 0) {
      return { figure, baseline: null, ratio: null, regression: false };
    }
    // A rate is better when higher: its worsening is baseline / new.
    const ratio =
      figure.kind === 'rate'
        ? accepted.value / Math.max(figure.value, Number.EPSILON)
        : figure.value / accepted.value;
    return {
      figure,
      baseline: accepted,
      ratio,
      regression: ratio > (REGRESSION_RATIOS[figure.kind] ?? Number.POSITIVE_INFINITY),
    };
  });
}

/** The baseline with one bench's figures replaced by these. */
export function acceptedBaseline(
  bench: string,
  figures: readonly Figure[],
  baseline: Baseline,
): Baseline {
  const accepted: Record<string, BaselineFigure> = {};
  for (const { name, value, unit, kind } of figures) {
    accepted[name] = { value: Number(value.toFixed(2)), unit, kind };
  }
  return { ...baseline, [bench]: accepted };
}

/** The comparison as printed lines. */
export function comparisonLines(bench: string, comparisons: readonly Comparison[]): string[] {
  const width = Math.max(...comparisons.map((row) => row.figure.name.length), 10);
  const lines = [`\n${bench}: against docs/bench-baseline.json`];
  for (const { figure, baseline, ratio, regression } of comparisons) {
    const now = `${format(figure.value)} ${figure.unit}`;
    const before = baseline ? `${format(baseline.value)} ${baseline.unit}` : '(no baseline)';
    const change = ratio === null ? '' : `${ratio.toFixed(2)} ×`;
    const limit = REGRESSION_RATIOS[figure.kind];
    const verdict =
      limit === undefined
        ? '(printed only)'
        : regression
          ? `REGRESSION (worse by more than ${Math.round((limit - 1) * 100)} %)`
          : '';
    lines.push(
      `  ${figure.name.padEnd(width)}  ${now.padStart(14)}  was ${before.padStart(14)}  ${change.padStart(7)}  ${verdict}`.trimEnd(),
    );
  }
  return lines;
}

function format(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

export function readBaseline(file = BASELINE_FILE): Baseline {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Baseline) : {};
}

/**
 * Prints the bench's figures beside the baseline; a regression sets the exit code to 1. With
 * BENCH_ACCEPT=1 the figures become the bench's baseline instead.
 */
export function reportAgainstBaseline(
  bench: string,
  figures: readonly Figure[],
  file = BASELINE_FILE,
): Comparison[] {
  const baseline = readBaseline(file);
  const comparisons = compareWithBaseline(bench, figures, baseline);
  for (const line of comparisonLines(bench, comparisons)) console.info(line);
  if (process.env.BENCH_ACCEPT === '1') {
    const accepted = acceptedBaseline(bench, figures, baseline);
    fs.writeFileSync(file, `${JSON.stringify(accepted, null, 2)}\n`);
    console.info(
      `  accepted as the baseline (BENCH_ACCEPT=1): ${path.relative(process.cwd(), file)}`,
    );
  } else if (comparisons.some((row) => row.regression)) {
    process.exitCode = 1;
  }
  return comparisons;
}
