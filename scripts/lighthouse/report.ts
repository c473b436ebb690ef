// The pure parts of `npm run lighthouse` (scripts/lighthouse/run.ts): choosing the median run,
// summarising a Lighthouse result, the tables, the lists of what to fix, and replacing the block
// in docs/performance.md. No browser, no files: test/scripts/lighthouse/report.test.ts.

/** The parts of a Lighthouse result (LH.Result) read here; a real result fits this shape. */
export interface LighthouseResult {
  readonly finalDisplayedUrl?: string;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly categories: Readonly<Record<string, LighthouseCategory | undefined>>;
  readonly audits: Readonly<Record<string, LighthouseAudit | undefined>>;
}

export interface LighthouseCategory {
  readonly title: string;
  readonly score: number | null;
  readonly auditRefs: readonly AuditRef[];
}

export interface AuditRef {
  readonly id: string;
  readonly weight: number;
  readonly group?: string;
}

export interface LighthouseAudit {
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  readonly scoreDisplayMode: string;
  readonly numericValue?: number;
  readonly displayValue?: string;
  readonly details?: {
    readonly type: string;
    readonly overallSavingsMs?: number;
    /** An array for most audits (a checklist's is an object). */
    readonly items?: unknown;
  };
  readonly metricSavings?: Readonly<Record<string, number | undefined>>;
}

/** The four categories audited, in the order of the tables. */
export const CATEGORIES = [
  { id: 'performance', label: 'Performance', goal: 90 },
  { id: 'accessibility', label: 'Accessibility', goal: 100 },
  { id: 'best-practices', label: 'Best practices', goal: 100 },
  { id: 'seo', label: 'SEO', goal: 100 },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

/**
 * The metrics reported, with the "good" limit of Lighthouse's mobile scoring (the value that
 * scores 90, the Core Web Vitals' "good" for LCP and CLS).
 */
export const METRICS = [
  { id: 'largest-contentful-paint', label: 'LCP', goal: 2500, unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', goal: 200, unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', goal: 0.1, unit: 'unitless' },
  { id: 'first-contentful-paint', label: 'FCP', goal: 1800, unit: 'ms' },
] as const;

export type MetricId = (typeof METRICS)[number]['id'];

/** One page's figures, from its median run. */
export interface PageSummary {
  readonly name: string;
  readonly path: string;
  /** Scores ×100 (0–100), null when Lighthouse could not score the category. */
  readonly scores: Readonly<Record<CategoryId, number | null>>;
  /** Milliseconds, CLS unitless; null when the run did not measure it. */
  readonly metrics: Readonly<Record<MetricId, number | null>>;
  /** The performance score of every run, in the order they ran. */
  readonly performanceRuns: readonly (number | null)[];
  readonly runtimeError: string | null;
}

/** A category's score ×100, rounded as Lighthouse's report shows it. */
export function scoreOf(result: LighthouseResult, category: string): number | null {
  const score = result.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/**
 * The median run by performance score: the runs sorted by score (a run without one, a failed
 * load, counts as the worst), the middle one; of an even number, the lower of the two middle
 * ones. Equal scores keep the order they ran in.
 *
 * Lighthouse's own `computeMedianRun` (lighthouse/core/lib/median-run.js) picks the run nearest
 * the medians of FCP and TTI instead; the goal here is on the score, so the score decides.
 */
export function medianRun<R extends LighthouseResult>(runs: readonly R[]): R {
  if (runs.length === 0) throw new Error('No Lighthouse runs to take the median of');
  const sorted = runs
    .map((run, order) => ({ run, order, score: scoreOf(run, 'performance') ?? -1 }))
    .sort((a, b) => a.score - b.score || a.order - b.order);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No median run');
  return middle.run;
}

/** The figures of a page: scores and metrics of its median run, and every run's performance. */
export function summarisePage(
  page: { readonly name: string; readonly path: string },
  runs: readonly LighthouseResult[],
): PageSummary {
  const median = medianRun(runs);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category.id, scoreOf(median, category.id)]),
  ) as Record<CategoryId, number | null>;
  const metrics = Object.fromEntries(
    METRICS.map((metric) => {
      const value = median.audits[metric.id]?.numericValue;
      return [metric.id, typeof value === 'number' ? value : null];
    }),
  ) as Record<MetricId, number | null>;
  return {
    name: page.name,
    path: page.path,
    scores,
    metrics,
    performanceRuns: runs.map((run) => scoreOf(run, 'performance')),
    runtimeError: median.runtimeError
      ? `${median.runtimeError.code}: ${median.runtimeError.message}`
      : null,
  };
}

/** A metric as people read it: seconds with one decimal, whole milliseconds, CLS with three. */
export function formatMetric(id: MetricId, value: number | null): string {
  if (value === null) return '–';
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  if (id === 'total-blocking-time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

function formatGoal(metric: (typeof METRICS)[number]): string {
  if (metric.unit === 'unitless') return `≤ ${metric.goal}`;
  return `≤ ${formatMetric(metric.id, metric.goal)}`;
}

function scoreMet(category: (typeof CATEGORIES)[number], score: number | null): boolean {
  return score !== null && score >= category.goal;
}

function metricMet(metric: (typeof METRICS)[number], value: number | null): boolean {
  return value !== null && value <= metric.goal;
}

const mark = (met: boolean): string => (met ? '✓' : '✗');

/** The Markdown table: one row a page, each figure with ✓ or ✗ against the goal in its header. */
export function markdownTable(pages: readonly PageSummary[]): string {
  const header = [
    'Page',
    ...CATEGORIES.map(
      (category) => `${category.label} (${category.goal === 100 ? '' : '≥ '}${category.goal})`,
    ),
    ...METRICS.map((metric) => `${metric.label} (${formatGoal(metric)})`),
    'performance of each run',
  ];
  const align = ['---', ...header.slice(1, -1).map(() => '---:'), '---'];
  const rows = pages.map((page) => [
    `${page.name} \`${page.path}\``,
    ...figureCells(page),
    page.performanceRuns.map((score) => score ?? '–').join(', '),
  ]);
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** A page's scores and metrics, each with its mark against the goal. */
function figureCells(page: PageSummary): string[] {
  return [
    ...CATEGORIES.map((category) => {
      const score = page.scores[category.id];
      return `${score ?? '–'} ${mark(scoreMet(category, score))}`;
    }),
    ...METRICS.map((metric) => {
      const value = page.metrics[metric.id];
      return `${formatMetric(metric.id, value)} ${mark(metricMet(metric, value))}`;
    }),
  ];
}

/** The same figures as aligned plain text for the terminal. */
export function consoleTable(pages: readonly PageSummary[]): string {
  const header = [
    'page',
    'path',
    ...CATEGORIES.map((category) => category.label.toLowerCase()),
    ...METRICS.map((metric) => metric.label),
    'runs (perf.)',
  ];
  const goals = [
    'goal',
    '',
    ...CATEGORIES.map((category) => `${category.goal === 100 ? '' : '≥'}${category.goal}`),
    ...METRICS.map((metric) => formatGoal(metric).replace('≤ ', '≤')),
    '',
  ];
  const rows = pages.map((page) => [
    page.name,
    page.path,
    ...figureCells(page),
    page.performanceRuns.map((score) => score ?? '–').join(' '),
  ]);
  const table = [header, goals, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...table.map((cells) => [...(cells[column] ?? '')].length)),
  );
  return table
    .map((cells) =>
      cells
        .map((cell, column) => {
          const width = widths[column] ?? 0;
          const pad = ' '.repeat(width - [...cell].length);
          return column < 2 ? cell + pad : pad + cell;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** An audit that keeps a page from its goal. */
export interface Finding {
  readonly id: string;
  readonly title: string;
  /** Score ×100, or null for informative ones. */
  readonly score: number | null;
  readonly displayValue: string | null;
  /** What the audit found, a line each (the first few of its details' items). */
  readonly items: readonly string[];
}

/**
 * The audits of a category that did not pass: scored below 1, weighted or not (an unweighted
 * failure, such as `errors-in-console`… is still worth fixing), manual and not-applicable ones
 * left out. Heaviest first, then by id.
 */
export function failingAudits(result: LighthouseResult, category: string): Finding[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: result.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit !== undefined &&
        (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
        audit.score !== null &&
        audit.score < 1,
    )
    .sort((a, b) => b.ref.weight - a.ref.weight || a.ref.id.localeCompare(b.ref.id))
    .map(({ audit }) => toFinding(audit as LighthouseAudit));
}

/** An opportunity of the performance category with the time it would save. */
export interface Opportunity extends Finding {
  /** Milliseconds, as Lighthouse estimates them for the page's LCP or FCP. */
  readonly savingsMs: number;
}

/**
 * What would make the page faster, most first: the performance audits that estimate a saving
 * (Lighthouse's opportunities, and the newer audits with `metricSavings`) and did not pass.
 * The saving is the audit's estimate for LCP or FCP, whichever is larger; TBT savings count too.
 */
export function performanceOpportunities(result: LighthouseResult, limit = 8): Opportunity[] {
  const refs = result.categories.performance?.auditRefs ?? [];
  const seen = new Set<string>();
  const found: Opportunity[] = [];
  for (const ref of refs) {
    const audit = result.audits[ref.id];
    if (!audit || seen.has(audit.id) || !shown(ref)) continue;
    seen.add(audit.id);
    if (audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    const savings = Math.max(
      audit.details?.overallSavingsMs ?? 0,
      audit.metricSavings?.LCP ?? 0,
      audit.metricSavings?.FCP ?? 0,
      audit.metricSavings?.TBT ?? 0,
    );
    if (savings <= 0) continue;
    found.push({ ...toFinding(audit), savingsMs: savings });
  }
  return found
    .sort((a, b) => b.savingsMs - a.savingsMs || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/**
 * The performance audits that did not pass and estimate no saving (diagnostics such as
 * `mainthread-work-breakdown`), the metrics themselves left out.
 */
export function performanceDiagnostics(result: LighthouseResult): Finding[] {
  const metricIds = new Set<string>(METRICS.map((metric) => metric.id));
  const opportunityIds = new Set(performanceOpportunities(result, Infinity).map((op) => op.id));
  const refs = result.categories.performance?.auditRefs ?? [];
  return refs
    .filter(
      (ref) =>
        ref.weight === 0 && shown(ref) && !metricIds.has(ref.id) && !opportunityIds.has(ref.id),
    )
    .map((ref) => result.audits[ref.id])
    .filter(
      (audit): audit is LighthouseAudit =>
        audit !== undefined &&
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.scoreDisplayMode === 'binary' ||
          audit.scoreDisplayMode === 'numeric' ||
          audit.scoreDisplayMode === 'metricSavings'),
    )
    .map(toFinding);
}

/**
 * Whether a performance audit is one to act on: Lighthouse 12 hides its newer "insight" audits
 * (`…-insight`, what Lighthouse 13 shows instead of the older audits) and a few metrics such as
 * `interactive` in the group `hidden`; the insights are kept, the hidden metrics are not.
 */
function shown(ref: AuditRef): boolean {
  return ref.group !== 'hidden' || ref.id.endsWith('-insight');
}

function toFinding(audit: LighthouseAudit): Finding {
  return {
    id: audit.id,
    title: audit.title,
    score: audit.score === null ? null : Math.round(audit.score * 100),
    displayValue: audit.displayValue ?? null,
    items: detailItems(audit),
  };
}

const MAX_ITEMS = 3;
const MAX_ITEM_LENGTH = 200;

/**
 * The first few items of an audit's details as one line each: a console message with where it
 * came from, an element's selector, a resource's address with its bytes to save, an issue's
 * type. The items of a list's first table are read too (the LCP element's).
 */
export function detailItems(audit: LighthouseAudit): string[] {
  const rows = (asArray(audit.details?.items) ?? []).flatMap((item) =>
    record(item)?.type === 'table' ? (asArray(record(item)?.items) ?? []).slice(0, 1) : [item],
  );
  return rows
    .map(describeItem)
    .filter((line): line is string => line !== null)
    .slice(0, MAX_ITEMS)
    .map((line) =>
      line.length > MAX_ITEM_LENGTH ? `${line.slice(0, MAX_ITEM_LENGTH - 1)}…` : line,
    );
}

function describeItem(item: unknown): string | null {
  const fields = record(item);
  if (!fields) return null;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const node = record(fields.node);
  const location = record(fields.sourceLocation);
  const original = record(location?.original);
  // The source file a console message came from, when the source map tells, else its address.
  const file = text(original?.file)?.replace(/^(?:\.\.\/)+(?:.*\/(?=node_modules\/))?/u, '');
  const where = file ? `${file}:${String(original?.line)}` : text(location?.url);
  if (fields.type === 'list-section') return null; // an insight's advice, the same on every page
  const parts = [
    where ? `[${where}]` : null,
    text(fields.description) ?? text(fields.issueType),
    node ? (text(node.selector) ?? text(node.snippet)) : null,
    text(fields.url),
    typeof fields.wastedBytes === 'number'
      ? `${Math.round(fields.wastedBytes / 1024)} KiB to save`
      : null,
    typeof fields.score === 'number' && node ? `shift ${fields.score.toFixed(3)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ').replace(/\s+/gu, ' ') : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function asArray(value: unknown): readonly unknown[] | null {
  return Array.isArray(value) ? (value as unknown[]) : null;
}

/** The lines that tell an engineer what to fix on a page, from its median run. */
export function findingsReport(page: PageSummary, median: LighthouseResult): string[] {
  const lines = [`${page.name} (${page.path})`];
  if (page.runtimeError) lines.push(`  runtime error: ${page.runtimeError}`);
  for (const category of CATEGORIES.filter((each) => each.id !== 'performance')) {
    const failing = failingAudits(median, category.id);
    lines.push(
      `  ${category.label}: ${failing.length === 0 ? 'nothing failing' : `${failing.length} failing`}`,
    );
    for (const finding of failing) lines.push(...describe(finding));
  }
  const opportunities = performanceOpportunities(median);
  lines.push(
    `  Performance opportunities: ${opportunities.length === 0 ? 'none' : opportunities.length}`,
  );
  for (const opportunity of opportunities) {
    lines.push(
      `    ${opportunity.id} (about ${Math.round(opportunity.savingsMs)} ms): ${opportunity.title}` +
        (opportunity.displayValue ? ` — ${opportunity.displayValue}` : ''),
      ...opportunity.items.map((item) => `      ${item}`),
    );
  }
  const diagnostics = performanceDiagnostics(median);
  if (diagnostics.length > 0) {
    lines.push(`  Performance diagnostics: ${diagnostics.length}`);
    for (const finding of diagnostics) lines.push(...describe(finding));
  }
  return lines;
}

function describe(finding: Finding): string[] {
  return [
    `    ${finding.id}: ${finding.title}` +
      (finding.displayValue ? ` — ${finding.displayValue}` : '') +
      (finding.score !== null && finding.score > 0 ? ` (score ${finding.score})` : ''),
    ...finding.items.map((item) => `      ${item}`),
  ];
}

export const BLOCK_START = '<!-- lighthouse:start -->';
export const BLOCK_END = '<!-- lighthouse:end -->';

/**
 * The document with the text between the markers replaced (markers kept). Without markers the
 * section is appended: a heading, then the markers around the block.
 */
export function replaceBlock(document: string, block: string, heading: string): string {
  const start = document.indexOf(BLOCK_START);
  const end = document.indexOf(BLOCK_END);
  if (start === -1 && end === -1) {
    const base = document.replace(/\s*$/u, '');
    return `${base}\n\n${heading}\n\n${BLOCK_START}\n${block.trim()}\n${BLOCK_END}\n`;
  }
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`${BLOCK_START} and ${BLOCK_END} must both appear, in that order`);
  }
  if (document.indexOf(BLOCK_START, start + 1) !== -1) {
    throw new Error(`${BLOCK_START} appears more than once`);
  }
  return (
    document.slice(0, start + BLOCK_START.length) + `\n${block.trim()}\n` + document.slice(end)
  );
}

export interface BlockInfo {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly chromium: string;
  readonly lighthouse: string;
  readonly runs: number;
  readonly node: string;
  readonly cpus: string;
  /** What was audited: a commit, the working tree, an address. */
  readonly audited: string;
  /** A sentence about this measurement (e.g. that it is a baseline), or null. */
  readonly note: string | null;
}

/** The text between the markers: when and with what it was measured, then the table. */
export function markdownBlock(info: BlockInfo, pages: readonly PageSummary[]): string {
  const runs = info.runs === 1 ? 'one run' : `the median of ${info.runs} runs by performance score`;
  return [
    wrap(
      `Measured on ${info.date} with \`npm run lighthouse\`: Lighthouse ${info.lighthouse}, ` +
        `${info.chromium} headless, mobile (Moto G Power, simulated slow 4G and 4 × CPU ` +
        `slowdown), ${runs}; ${info.cpus}, Node ${info.node}; ${info.audited}.` +
        (info.note ? ` ${info.note}` : ''),
    ),
    '',
    markdownTable(pages),
  ].join('\n');
}

/** Text broken into lines of at most `width` characters at spaces (as the docs are written). */
export function wrap(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
