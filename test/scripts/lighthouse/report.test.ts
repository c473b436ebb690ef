import { describe, expect, it } from 'vitest';
import { auditedPages } from '../../../scripts/lighthouse/pages';
import {
  BLOCK_END,
  BLOCK_START,
  consoleTable,
  detailItems,
  failingAudits,
  findingsReport,
  formatMetric,
  type LighthouseAudit,
  type LighthouseResult,
  markdownBlock,
  markdownTable,
  medianRun,
  performanceDiagnostics,
  performanceOpportunities,
  replaceBlock,
  summarisePage,
  wrap,
} from '../../../scripts/lighthouse/report';

function audit(id: string, fields: Partial<LighthouseAudit> = {}): LighthouseAudit {
  return { id, title: `title of ${id}`, score: 1, scoreDisplayMode: 'binary', ...fields };
}

/** A Lighthouse result with the given scores (0–1) and metrics, plus any extra audits. */
function result(
  performance: number | null,
  options: {
    readonly label?: string;
    readonly metrics?: Partial<Record<string, number>>;
    readonly audits?: readonly LighthouseAudit[];
    readonly refs?: Partial<
      Record<string, readonly { id: string; weight: number; group?: string }[]>
    >;
    readonly scores?: Partial<Record<string, number | null>>;
  } = {},
): LighthouseResult & { readonly label: string } {
  const metrics = {
    'largest-contentful-paint': 2000,
    'total-blocking-time': 150,
    'cumulative-layout-shift': 0.02,
    'first-contentful-paint': 1200,
    ...options.metrics,
  };
  const audits: Record<string, LighthouseAudit> = {};
  for (const [id, value] of Object.entries(metrics)) {
    audits[id] = audit(id, { scoreDisplayMode: 'numeric', numericValue: value });
  }
  for (const extra of options.audits ?? []) audits[extra.id] = extra;
  const category = (id: string, score: number | null) => ({
    title: id,
    score,
    auditRefs: options.refs?.[id] ?? [],
  });
  return {
    label: options.label ?? '',
    categories: {
      performance: category('performance', performance),
      accessibility: category('accessibility', options.scores?.accessibility ?? 1),
      'best-practices': category('best-practices', options.scores?.['best-practices'] ?? 1),
      seo: category('seo', options.scores?.seo ?? 1),
    },
    audits,
  };
}

describe('the median run', () => {
  it('is the middle one by performance score, whatever order the runs came in', () => {
    const runs = [
      result(0.91, { label: 'high' }),
      result(0.72, { label: 'low' }),
      result(0.85, { label: 'middle' }),
    ];
    expect(medianRun(runs).label).toBe('middle');
  });

  it('of an even number of runs is the lower middle one; of one run, that run', () => {
    const runs = [0.9, 0.8, 0.7, 0.95].map((score) => result(score, { label: String(score) }));
    expect(medianRun(runs).label).toBe('0.8');
    expect(medianRun([result(0.5, { label: 'only' })]).label).toBe('only');
  });

  it('counts a run that could not be scored as the worst, and keeps run order on ties', () => {
    const failed = result(null, { label: 'failed' });
    const first = result(0.8, { label: 'first 80' });
    const second = result(0.8, { label: 'second 80' });
    expect(medianRun([failed, first, second]).label).toBe('first 80');
    expect(medianRun([second, first, failed]).label).toBe('second 80');
    expect(medianRun([failed, failed, first]).label).toBe('failed');
  });

  it('refuses no runs at all', () => {
    expect(() => medianRun([])).toThrow(/No Lighthouse runs/u);
  });
});

describe('a page summary', () => {
  it('has the median run scores ×100 and metrics, and every run performance score', () => {
    const summary = summarisePage({ name: 'home', path: '/' }, [
      result(0.904, { metrics: { 'largest-contentful-paint': 4000 } }),
      result(0.5, { metrics: { 'largest-contentful-paint': 9000 } }),
      result(0.876, {
        metrics: { 'largest-contentful-paint': 3210, 'total-blocking-time': 260.4 },
        scores: { 'best-practices': 0.96 },
      }),
    ]);
    expect(summary.scores).toEqual({
      performance: 88,
      accessibility: 100,
      'best-practices': 96,
      seo: 100,
    });
    expect(summary.metrics['largest-contentful-paint']).toBe(3210);
    expect(summary.metrics['total-blocking-time']).toBe(260.4);
    expect(summary.performanceRuns).toEqual([90, 50, 88]);
    expect(summary.runtimeError).toBeNull();
  });
});

describe('the tables', () => {
  const pages = [
    summarisePage({ name: 'home', path: '/' }, [
      result(0.8, {
        metrics: {
          'largest-contentful-paint': 3690,
          'total-blocking-time': 236,
          'cumulative-layout-shift': 0.048,
          'first-contentful-paint': 2900,
        },
        scores: { 'best-practices': 0.96 },
      }),
    ]),
    summarisePage({ name: 'privacy', path: '/privacy' }, [result(0.97)]),
  ];

  it('formats metrics in seconds, whole milliseconds and CLS with three decimals', () => {
    expect(formatMetric('largest-contentful-paint', 3690)).toBe('3.7 s');
    expect(formatMetric('total-blocking-time', 236.6)).toBe('237 ms');
    expect(formatMetric('cumulative-layout-shift', 0.0481)).toBe('0.048');
    expect(formatMetric('first-contentful-paint', null)).toBe('–');
  });

  it('in Markdown: the goal in each header, a mark beside each figure', () => {
    expect(markdownTable(pages).split('\n')).toEqual([
      '| Page | Performance (≥ 90) | Accessibility (100) | Best practices (100) | SEO (100) | LCP (≤ 2.5 s) | TBT (≤ 200 ms) | CLS (≤ 0.1) | FCP (≤ 1.8 s) | performance of each run |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      '| home `/` | 80 ✗ | 100 ✓ | 96 ✗ | 100 ✓ | 3.7 s ✗ | 236 ms ✗ | 0.048 ✓ | 2.9 s ✗ | 80 |',
      '| privacy `/privacy` | 97 ✓ | 100 ✓ | 100 ✓ | 100 ✓ | 2.0 s ✓ | 150 ms ✓ | 0.020 ✓ | 1.2 s ✓ | 97 |',
    ]);
  });

  it('in the terminal: aligned columns with a row of goals', () => {
    const lines = consoleTable(pages).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^goal\s+≥90\s+100\s+100\s+100\s+≤2\.5 s\s+≤200 ms\s+≤0\.1\s+≤1\.8 s$/u,
    );
    expect(lines[2]).toMatch(/^home\s+\/\s+80 ✗\s+100 ✓\s+96 ✗/u);
    // Every figure column ends where its header ends.
    const end = (line: string | undefined, text: string) =>
      (line ?? '').indexOf(text) + text.length;
    expect(end(lines[0], 'performance')).toBe(end(lines[2], '80 ✗'));
    expect(end(lines[0], 'performance')).toBe(end(lines[3], '97 ✓'));
  });

  it('in the block: when and with what, the note, then the table', () => {
    const block = markdownBlock(
      {
        date: '2026-11-23',
        chromium: 'Chromium 150.0.7871.100',
        lighthouse: '12.8.2',
        runs: 3,
        node: '20.20.2',
        cpus: '2 cores (AMD EPYC)',
        audited: 'the site at commit 4222fb5',
        note: 'The baseline.',
      },
      pages,
    );
    expect(
      block
        .split('\n\n')[0]
        ?.split('\n')
        .every((line) => line.length <= 100),
    ).toBe(true);
    expect(block.replace(/\n(?!\n|\|)/gu, ' ')).toMatch(
      /^Measured on 2026-11-23 with `npm run lighthouse`: Lighthouse 12\.8\.2, Chromium 150\.0\.7871\.100 headless, mobile .*the median of 3 runs by performance score; 2 cores \(AMD EPYC\), Node 20\.20\.2; the site at commit 4222fb5\. The baseline\.\n\n\| Page \|/su,
    );
    expect(block.endsWith(markdownTable(pages))).toBe(true);
  });
});

it('wraps text at spaces, a word longer than the width on a line of its own', () => {
  expect(wrap('aa bb cc dd', 5)).toBe('aa bb\ncc dd');
  expect(wrap('  a   verylongword b ', 4)).toBe('a\nverylongword\nb');
  expect(wrap('', 10)).toBe('');
});

describe('the block in docs/performance.md', () => {
  const heading = '## Lighthouse (mobile)';

  it('replaces only the text between the markers', () => {
    const document = `# Performance\n\n${heading}\n\nIntro.\n\n${BLOCK_START}\nold table\n${BLOCK_END}\n\nAfter.\n`;
    expect(replaceBlock(document, '\nnew table\n\n', heading)).toBe(
      `# Performance\n\n${heading}\n\nIntro.\n\n${BLOCK_START}\nnew table\n${BLOCK_END}\n\nAfter.\n`,
    );
  });

  it('gives the same document when run twice with the same block', () => {
    const once = replaceBlock(`a\n${BLOCK_START}\nx\n${BLOCK_END}\nb\n`, 'table', heading);
    expect(replaceBlock(once, 'table', heading)).toBe(once);
  });

  it('appends the section with its markers when the document has none', () => {
    expect(replaceBlock('# Performance\n\nText.\n\n\n', 'table', heading)).toBe(
      `# Performance\n\nText.\n\n${heading}\n\n${BLOCK_START}\ntable\n${BLOCK_END}\n`,
    );
  });

  it('refuses a lone marker, markers in the wrong order or a repeated start', () => {
    expect(() => replaceBlock(`a ${BLOCK_START} b`, 't', heading)).toThrow(/both appear/u);
    expect(() => replaceBlock(`${BLOCK_END} ${BLOCK_START}`, 't', heading)).toThrow(/order/u);
    expect(() => replaceBlock(`${BLOCK_START} ${BLOCK_START} ${BLOCK_END}`, 't', heading)).toThrow(
      /more than once/u,
    );
  });
});

describe('what to fix', () => {
  const median = result(0.8, {
    audits: [
      audit('errors-in-console', {
        score: 0,
        details: {
          type: 'table',
          items: [
            {
              source: 'security',
              description:
                "Applying inline style violates the following Content Security Policy directive 'style-src 'self''.",
              sourceLocation: {
                url: 'http://127.0.0.1:1/assets/index-H7.js',
                original: {
                  file: '../../../../work/main/node_modules/react-toastify/dist/index.mjs',
                  line: 837,
                },
              },
            },
          ],
        },
      }),
      audit('image-aspect-ratio', { score: 1 }),
      audit('inspector-issues', { score: null, scoreDisplayMode: 'notApplicable' }),
      audit('color-contrast', { score: 0 }),
      audit('heading-order', { score: 0 }),
      audit('manual-check', { score: null, scoreDisplayMode: 'manual' }),
      audit('unused-javascript', {
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 30 KiB',
        details: {
          type: 'opportunity',
          overallSavingsMs: 150,
          items: [{ url: 'http://127.0.0.1:1/assets/index-H7.js', wastedBytes: 34293 }],
        },
        metricSavings: { FCP: 300, LCP: 150 },
      }),
      audit('mainthread-work-breakdown', {
        score: 0,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { TBT: 250 },
      }),
      audit('unused-css-rules', {
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { FCP: 0, LCP: 0 },
      }),
      audit('uses-long-cache-ttl', { score: 1, scoreDisplayMode: 'metricSavings' }),
      audit('forced-reflow-insight', { score: 0, scoreDisplayMode: 'numeric' }),
      audit('interactive', { score: 0.5, scoreDisplayMode: 'numeric' }),
    ],
    refs: {
      'best-practices': [
        { id: 'errors-in-console', weight: 1 },
        { id: 'image-aspect-ratio', weight: 1 },
        { id: 'inspector-issues', weight: 1 },
      ],
      accessibility: [
        { id: 'heading-order', weight: 3 },
        { id: 'color-contrast', weight: 7 },
        { id: 'manual-check', weight: 0 },
      ],
      performance: [
        { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
        { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
        { id: 'mainthread-work-breakdown', weight: 0, group: 'diagnostics' },
        { id: 'unused-css-rules', weight: 0, group: 'diagnostics' },
        { id: 'uses-long-cache-ttl', weight: 0, group: 'diagnostics' },
        { id: 'forced-reflow-insight', weight: 0, group: 'hidden' },
        { id: 'interactive', weight: 0, group: 'hidden' },
      ],
    },
  });

  it('lists the failing audits of a category, heaviest first, manual and not-applicable left out', () => {
    expect(failingAudits(median, 'accessibility').map((finding) => finding.id)).toEqual([
      'color-contrast',
      'heading-order',
    ]);
    expect(failingAudits(median, 'best-practices').map((finding) => finding.id)).toEqual([
      'errors-in-console',
    ]);
    expect(failingAudits(median, 'seo')).toEqual([]);
  });

  it('orders the performance opportunities by their estimated saving', () => {
    expect(
      performanceOpportunities(median).map((op) => [op.id, op.savingsMs, op.displayValue]),
    ).toEqual([
      ['unused-javascript', 300, 'Est savings of 30 KiB'],
      ['mainthread-work-breakdown', 250, null],
    ]);
    expect(performanceOpportunities(median, 1)).toHaveLength(1);
  });

  it('keeps failing diagnostics without a saving, insights included, hidden metrics not', () => {
    expect(performanceDiagnostics(median).map((finding) => finding.id)).toEqual([
      'unused-css-rules',
      'forced-reflow-insight',
    ]);
  });

  it('prints the lists under the page name with the ids verbatim', () => {
    const page = summarisePage({ name: 'home', path: '/' }, [median]);
    expect(findingsReport(page, median)).toEqual([
      'home (/)',
      '  Accessibility: 2 failing',
      '    color-contrast: title of color-contrast',
      '    heading-order: title of heading-order',
      '  Best practices: 1 failing',
      '    errors-in-console: title of errors-in-console',
      "      [node_modules/react-toastify/dist/index.mjs:837] Applying inline style violates the following Content Security Policy directive 'style-src 'self''.",
      '  SEO: nothing failing',
      '  Performance opportunities: 2',
      '    unused-javascript (about 300 ms): title of unused-javascript — Est savings of 30 KiB',
      '      http://127.0.0.1:1/assets/index-H7.js 33 KiB to save',
      '    mainthread-work-breakdown (about 250 ms): title of mainthread-work-breakdown',
      '  Performance diagnostics: 2',
      '    unused-css-rules: title of unused-css-rules (score 50)',
      '    forced-reflow-insight: title of forced-reflow-insight',
    ]);
  });
});

describe('the items of an audit', () => {
  it('reads elements, the first table of a list, at most three, each cut at 200 characters', () => {
    const node = (selector: string) => ({ type: 'node', selector, snippet: '<p>' });
    expect(
      detailItems(
        audit('largest-contentful-paint-element', {
          details: {
            type: 'list',
            items: [
              { type: 'table', items: [{ node: node('main#main > p.hero__lead') }] },
              { type: 'table', items: [{ phase: 'TTFB', timing: 458 }] },
            ],
          },
        }),
      ),
    ).toEqual(['main#main > p.hero__lead']);
    const shifts = [0.345, 0.007, 0.001, 0.0005].map((score, index) => ({
      node: node(`footer > span:nth-child(${index})`),
      score,
    }));
    expect(
      detailItems(audit('layout-shifts', { details: { type: 'table', items: shifts } })),
    ).toEqual([
      'footer > span:nth-child(0) shift 0.345',
      'footer > span:nth-child(1) shift 0.007',
      'footer > span:nth-child(2) shift 0.001',
    ]);
    const long = detailItems(
      audit('errors-in-console', {
        details: { type: 'table', items: [{ description: 'x'.repeat(500) }] },
      }),
    );
    expect(long[0]).toHaveLength(200);
    expect(long[0]?.endsWith('…')).toBe(true);
  });

  it('leaves out advice sections and reads nothing from a checklist or no details', () => {
    expect(
      detailItems(
        audit('network-dependency-tree-insight', {
          details: {
            type: 'list',
            items: [{ type: 'list-section', description: 'Add preconnect hints' }],
          },
        }),
      ),
    ).toEqual([]);
    expect(
      detailItems(
        audit('installable', { details: { type: 'checklist', items: { a: { value: true } } } }),
      ),
    ).toEqual([]);
    expect(detailItems(audit('viewport'))).toEqual([]);
  });
});

describe('the pages audited', () => {
  it('are the home page, sign-in, sign-up, privacy, the greeting and the notice list, all public', () => {
    expect(auditedPages().map((page) => page.path)).toEqual([
      '/',
      '/auth/signin',
      '/auth/signup',
      '/privacy',
      '/association/greeting',
      '/association/notice',
    ]);
    expect(auditedPages('hanbit').at(-1)?.path).toBe('/hanbit/notice');
  });
});
