// `npm run lighthouse`: Lighthouse (mobile, the default configuration: Moto G Power, simulated
// slow 4G and 4 × CPU slowdown) in Debian's Chromium on the home page, sign-in, sign-up, the
// privacy policy and a public content page, each several times; the median run of each page
// by performance score goes into docs/performance.md between the lighthouse markers.
//
// Options: --runs N (default 3), --only <path> (repeatable; the document is then left alone),
// --url <base> (audit a server already running instead of starting one), --ref <commit> (audit
// the site of a commit: a `git archive` copy with its own server and build, for a before and
// after), --note <text> (a sentence for the document's block), --dry-run (print only).
// CHROME_PATH picks the browser (default /usr/bin/chromium; nothing downloads one).
//
// Without --url or --ref, the SPA of the working tree is built as `npm start` builds it (when
// stale) and copied to test-results/lighthouse/site, so that another build of dist/ cannot
// change it mid-run, and the real server serves it as its own process (SQLite in a temporary
// DATA_DIR, demo data), as in production: precompressed Brotli, cache and security headers.
// Every run's JSON report and the median run's HTML report are kept in test-results/lighthouse/.
//
// Ctrl-C stops the browser and the server and removes the temporary files. The script runs as
// `node --import tsx`, not under the tsx command, whose signal relay kills a busy child with
// SIGKILL when it does not answer within 30 ms, which would leave the browser running.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureSpaBuilt } from '../../server/spa-build';
import { startServerProcess } from '../support/server-process';
import { auditedPages, noticePage } from './pages';
import {
  CATEGORIES,
  consoleTable,
  findingsReport,
  type LighthouseResult,
  markdownBlock,
  medianRun,
  type PageSummary,
  replaceBlock,
  summarisePage,
} from './report';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const OUTPUT_DIR = path.join(projectRoot, 'test-results', 'lighthouse');
const DOCUMENT = path.join(projectRoot, 'docs', 'performance.md');
const SECTION_HEADING = '## Lighthouse (mobile)';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    url: { type: 'string' },
    ref: { type: 'string' },
    note: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) {
  console.error(`--runs must be a whole number from 1 to 20, got "${options.runs}"`);
  process.exit(2);
}
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

interface Server {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** Everything to undo, newest first, whether the run ends, fails or is interrupted. */
const cleanups: (() => Promise<void> | void)[] = [];
let cleaningUp: Promise<void> | null = null;
let interrupted = false;

function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the browser and the server…`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

/** The SPA as `npm start` builds it, copied aside so that it stays the same during the run. */
async function buildSite(): Promise<string> {
  await ensureSpaBuilt(projectRoot, (message) => console.info(message));
  const site = path.join(OUTPUT_DIR, 'site');
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(path.join(projectRoot, 'dist'), site, { recursive: true });
  if (!fs.existsSync(path.join(site, 'index.html'))) throw new Error('the build has no index.html');
  return site;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
}

/** What is audited, for the document: a commit, or the working tree and its commit. */
function describeWorkingTree(): string {
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `the working tree at ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'the working tree';
  }
}

/**
 * A copy of the project at a commit (`git archive`, the working tree's node_modules linked in),
 * removed at the end.
 */
function checkOut(ref: string): { readonly root: string; readonly commit: string } {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-lighthouse-ref-'));
  cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
  execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'archive', commit, root], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, commit };
}

/**
 * The real server as its own process, as `npm start` runs it: from `root` (the project, or a
 * copy of a commit, whose server builds its own SPA), serving `spaDir` when given.
 */
async function startServer(root: string, spaDir: string | null): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-lighthouse-'));
  const { child, baseUrl, ready } = await startServerProcess({
    cwd: root,
    dataDir,
    env: { SERVE_SPA: 'true', SPA_DIR: spaDir ?? '', SEED_DEMO_DATA: 'true' },
    // A server started on a fresh copy builds the SPA first.
    timeoutMs: 300_000,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(stop);
  await ready;
  return { baseUrl, stop };
}

async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}: apt-get install chromium, or CHROME_PATH`,
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // Chromium's sandbox cannot run as root (containers, CI).
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
    // Ctrl-C is handled here, so that the server stops too.
    handleSIGINT: false,
    logLevel: 'error',
  });
  cleanups.push(() => chrome.kill());
  return chrome;
}

async function browserVersion(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { Browser: browser } = (await response.json()) as { Browser?: string };
  const version = /\/([\d.]+)/u.exec(browser ?? '')?.[1];
  return version ? `Chromium ${version}` : (browser ?? 'Chromium');
}

interface Run {
  readonly lhr: LighthouseResult & { readonly lighthouseVersion: string };
  readonly html: string;
  readonly json: string;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((category) => category.id),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const [json = '', html = ''] = Array.isArray(result.report) ? result.report : [result.report];
  return { lhr: result.lhr, json, html };
}

/** Attempts of one run: Lighthouse's trace sometimes fails (NO_NAVSTART…) and asks to run again. */
const ATTEMPTS = 3;

async function auditWithRetries(url: string, port: number): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await audit(url, port);
    const error = run.lhr.runtimeError;
    if (!error || attempt === ATTEMPTS) return run;
    console.info(`    ${error.code}, running again (attempt ${attempt + 1} of ${ATTEMPTS})`);
  }
}

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function main(): Promise<number> {
  const allPages = auditedPages(process.env.VITE_PRODUCT_SEGMENT);
  const pages = options.only
    ? options.only.map(
        (only) =>
          allPages.find((page) => page.path === only || page.name === only) ?? {
            id: null,
            name: only.replace(/^\/+/u, '').replace(/[^\w-]+/gu, '-') || 'home',
            path: only.startsWith('/') ? only : `/${only}`,
          },
      )
    : allPages;

  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const file of fs.readdirSync(OUTPUT_DIR)) {
    if (/\.report\.(?:json|html)$/u.test(file)) fs.rmSync(path.join(OUTPUT_DIR, file));
  }

  let baseUrl: string;
  let audited: string;
  if (options.url) {
    if (options.ref) throw new Error('--url and --ref do not go together');
    baseUrl = options.url.replace(/\/+$/u, '');
    audited = baseUrl;
  } else if (options.ref) {
    const copy = checkOut(options.ref);
    console.info(`Commit ${copy.commit} in ${copy.root}: its server builds its SPA…`);
    baseUrl = (await startServer(copy.root, null)).baseUrl;
    audited = `the site at commit ${copy.commit.slice(0, 7)}`;
  } else {
    audited = describeWorkingTree();
    baseUrl = (await startServer(projectRoot, await buildSite())).baseUrl;
  }
  if (!options.only) pages.push(await noticePage(baseUrl, process.env.VITE_PRODUCT_SEGMENT));
  // The server's first answers (JIT, files opened) are not the page's fault.
  for (const page of pages) await (await fetch(`${baseUrl}${page.path}`)).arrayBuffer();

  const chrome = await launchChromium();
  const chromium = await browserVersion(chrome.port);
  console.info(
    `\nLighthouse, mobile, ${RUNS} run(s) a page, ${chromium}, against ${baseUrl}` +
      ` (reports in ${path.relative(projectRoot, OUTPUT_DIR)}/)`,
  );

  const summaries: PageSummary[] = [];
  const findings: string[] = [];
  let lighthouseVersion = '';
  let failed = false;
  for (const page of pages) {
    const runs: Run[] = [];
    for (let index = 1; index <= RUNS; index += 1) {
      const run = await auditWithRetries(`${baseUrl}${page.path}`, chrome.port);
      lighthouseVersion = run.lhr.lighthouseVersion;
      fs.writeFileSync(path.join(OUTPUT_DIR, `${page.name}-${index}.report.json`), run.json);
      const scores = CATEGORIES.map(
        (category) => `${category.id} ${run.lhr.categories[category.id]?.score ?? '–'}`,
      ).join(', ');
      console.info(`  ${page.path} run ${index}/${RUNS}: ${scores}`);
      if (run.lhr.runtimeError) {
        console.error(`    ${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
        failed = true;
      }
      runs.push(run);
    }
    const median = medianRun(runs.map((run) => run.lhr));
    const medianIndex = runs.findIndex((run) => run.lhr === median);
    fs.writeFileSync(
      path.join(OUTPUT_DIR, `${page.name}.median.report.html`),
      runs[medianIndex]?.html ?? '',
    );
    const summary = summarisePage(
      page,
      runs.map((run) => run.lhr),
    );
    summaries.push(summary);
    findings.push(...findingsReport(summary, median), '');
  }

  fs.writeFileSync(
    path.join(OUTPUT_DIR, 'summary.report.json'),
    `${JSON.stringify({ date: today(), chromium, lighthouseVersion, audited, runs: RUNS, pages: summaries }, null, 2)}\n`,
  );
  console.info(`\n${consoleTable(summaries)}\n`);
  console.info(`What to fix (median runs):\n\n${findings.join('\n')}`);

  if (failed) {
    console.error(
      'Some runs failed to load their page (see above): docs/performance.md left alone.',
    );
    return 1;
  }
  if (options['dry-run'] || options.only) {
    console.info('docs/performance.md left alone (--dry-run or --only).');
    return 0;
  }
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const block = markdownBlock(
    {
      date: today(),
      chromium,
      lighthouse: lighthouseVersion,
      runs: RUNS,
      node: process.versions.node,
      cpus: `${os.availableParallelism()} cores (${cpu})`,
      audited,
      note: options.note ?? null,
    },
    summaries,
  );
  fs.writeFileSync(
    DOCUMENT,
    replaceBlock(fs.readFileSync(DOCUMENT, 'utf8'), block, SECTION_HEADING),
  );
  console.info(`Written to ${path.relative(projectRoot, DOCUMENT)}.`);
  return 0;
}

main()
  .then(
    async (code) => {
      if (interrupted) return;
      await cleanUp();
      process.exit(code);
    },
    async (error: unknown) => {
      // Once interrupted, the audit in flight fails as its browser goes: not worth a word.
      if (interrupted) return;
      console.error(error);
      await cleanUp();
      process.exit(1);
    },
  )
  .catch(() => process.exit(1));
