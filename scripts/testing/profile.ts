// Where the test suite's time goes: `npm run test:profile` (options: --label before|after,
// --from <dir> to write up a run already made, --from-log <file> for a run made before this
// script, with Vitest's default reporter only).
//
// Runs `vitest run --coverage` as `npm test` does, with Vitest's JSON reporter, this folder's
// module-timings reporter (each file's project and import time) and the set-up phases the test
// helpers time (test/support/profile-phases.ts: servers' starts, database resets, the browser's
// start, the SPA's build…), into test-results/profile/. Then writes each project's time and the
// 25 slowest files into docs/testing.md, in the section of its label, between markers.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ModuleTiming } from './module-timings-reporter';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const { values: options } = parseArgs({
  options: {
    label: { type: 'string', default: 'after' },
    from: { type: 'string' },
    'from-log': { type: 'string' },
  },
});
const label = options.label;
const outDir = path.resolve(options.from ?? path.join(projectRoot, 'test-results', 'profile'));
const DOC = path.join(projectRoot, 'docs', 'testing.md');
const SLOWEST = 25;

interface Phase {
  readonly phase: string;
  readonly milliseconds: number;
  readonly file: string | null;
}

interface Run {
  readonly wallSeconds: number | null;
  /** Vitest's own summary of the run: `Duration … (transform …, import …, tests …)`. */
  readonly summary: string | null;
  /** Whether the files' import and set-up times were measured (not from a log). */
  readonly detailed: boolean;
  readonly modules: readonly ModuleTiming[];
  readonly phases: readonly Phase[];
}

async function runSuite(): Promise<Run> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const started = performance.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--coverage',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(outDir, 'vitest.json')}`,
        '--reporter=./scripts/testing/module-timings-reporter.ts',
      ],
      {
        cwd: projectRoot,
        stdio: ['inherit', 'pipe', 'inherit'],
        env: {
          ...process.env,
          TEST_PROFILE_DIR: path.join(outDir, 'phases'),
          TEST_PROFILE_MODULES: path.join(outDir, 'modules.json'),
        },
      },
    );
    const log = fs.createWriteStream(path.join(outDir, 'vitest.log'));
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
    child.on('exit', (exitCode) => {
      log.end();
      resolve(exitCode ?? 1);
    });
  });
  const wallSeconds = (performance.now() - started) / 1000;
  fs.writeFileSync(path.join(outDir, 'wall.json'), JSON.stringify({ wallSeconds }));
  if (code !== 0) console.warn(`vitest exited with ${code}: the profile shows the run as it was`);
  return readRun();
}

/** Vitest's summary line, without its colours. */
function summaryOf(log: string): string | null {
  // eslint-disable-next-line no-control-regex -- the log's colours are escape sequences
  const text = log.replace(/\u001b\[[0-9;]*m/gu, '');
  return /^ *Duration +(.+)$/mu.exec(text)?.[1]?.trim() ?? null;
}

function readRun(): Run {
  const wallFile = path.join(outDir, 'wall.json');
  const modulesFile = path.join(outDir, 'modules.json');
  const phasesDir = path.join(outDir, 'phases');
  const logFile = path.join(outDir, 'vitest.log');
  return {
    summary: fs.existsSync(logFile) ? summaryOf(fs.readFileSync(logFile, 'utf8')) : null,
    detailed: true,
    wallSeconds: fs.existsSync(wallFile)
      ? (JSON.parse(fs.readFileSync(wallFile, 'utf8')) as { wallSeconds: number }).wallSeconds
      : null,
    modules: JSON.parse(fs.readFileSync(modulesFile, 'utf8')) as ModuleTiming[],
    phases: fs.existsSync(phasesDir)
      ? fs
          .readdirSync(phasesDir)
          .flatMap((name) =>
            fs.readFileSync(path.join(phasesDir, name), 'utf8').split('\n').filter(Boolean),
          )
          .map((line) => JSON.parse(line) as Phase)
      : [],
  };
}

/**
 * A run of Vitest's default reporter, from its printed lines (` ✓ server test/… (12 tests) 3456ms`):
 * what there is of a run made before this script; no import times, no phases.
 */
function readLog(file: string): Run {
  // eslint-disable-next-line no-control-regex -- the log's colours are escape sequences
  const text = fs.readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/gu, '');
  const line = /^ [✓×❯↓] +(\w+) +(\S+) \((\d+) tests?(?: \| [^)]*)?\) (\d+)ms/gmu;
  const modules = [...text.matchAll(line)].map(
    ([, project = '', moduleFile = '', tests = '0', ms = '0']) => ({
      project,
      file: moduleFile,
      tests: Number(tests),
      durationMs: Number(ms),
      collectMs: 0,
      setupMs: 0,
    }),
  );
  const real = /^real\s+(\d+)m([\d.]+)s/mu.exec(text);
  return {
    wallSeconds: real ? Number(real[1]) * 60 + Number(real[2]) : null,
    summary: summaryOf(text),
    detailed: false,
    modules,
    phases: [],
  };
}

const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(1);

function report(run: Run): string {
  const lines: string[] = [];
  const commit = gitHead();
  lines.push(
    `Measured ${new Date().toISOString().slice(0, 10)} at \`${commit}\`` +
      (run.wallSeconds === null
        ? '.'
        : `: \`vitest run --coverage\` took **${seconds(run.wallSeconds * 1000)} s** of wall time.`),
    ...(run.summary ? ['', `Vitest's summary: ${run.summary}.`] : []),
    ...(run.detailed
      ? []
      : ['', "From the default reporter's log: no import or set-up times per file."]),
    '',
    '| project | files | tests | tests and hooks (s) | importing (s) | set-up files (s) |',
    '|---|--:|--:|--:|--:|--:|',
  );
  const projects = [...new Set(run.modules.map((module) => module.project))].sort();
  const sum = (modules: readonly ModuleTiming[], key: keyof ModuleTiming) =>
    modules.reduce((total, module) => total + Number(module[key]), 0);
  const measured = (value: number) => (run.detailed ? seconds(value) : '–');
  for (const project of [...projects, 'all']) {
    const modules = run.modules.filter((module) => project === 'all' || module.project === project);
    lines.push(
      `| ${project} | ${modules.length} | ${sum(modules, 'tests')} | ${seconds(sum(modules, 'durationMs'))} | ${measured(sum(modules, 'collectMs'))} | ${measured(sum(modules, 'setupMs'))} |`,
    );
  }
  lines.push('', `The ${SLOWEST} slowest files (tests and hooks, then importing):`, '');
  lines.push(
    '| file | project | tests | tests and hooks (s) | importing (s) |',
    '|---|---|--:|--:|--:|',
  );
  const slowest = [...run.modules]
    .sort((a, b) => b.durationMs + b.collectMs - (a.durationMs + a.collectMs))
    .slice(0, SLOWEST);
  for (const module of slowest) {
    lines.push(
      `| \`${module.file}\` | ${module.project} | ${module.tests} | ${seconds(module.durationMs)} | ${measured(module.collectMs)} |`,
    );
  }
  if (run.phases.length > 0) {
    lines.push('', 'Set-up phases, as the test helpers timed them:', '');
    lines.push('| phase | times | total (s) | median (ms) |', '|---|--:|--:|--:|');
    const names = [...new Set(run.phases.map((phase) => phase.phase))];
    const rows = names.map((name) => {
      const times = run.phases
        .filter((phase) => phase.phase === name)
        .map((phase) => phase.milliseconds)
        .sort((a, b) => a - b);
      const total = times.reduce((a, b) => a + b, 0);
      return { name, count: times.length, total, median: times[Math.floor(times.length / 2)] ?? 0 };
    });
    for (const row of rows.sort((a, b) => b.total - a.total)) {
      lines.push(
        `| ${row.name} | ${row.count} | ${seconds(row.total)} | ${Math.round(row.median)} |`,
      );
    }
  }
  return lines.join('\n');
}

function gitHead(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** Replaces the label's section of docs/testing.md (between its markers), or adds it. */
function writeSection(body: string): void {
  const start = `<!-- profile:${label}:start -->`;
  const end = `<!-- profile:${label}:end -->`;
  const section = `${start}\n${body}\n${end}`;
  const doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '# Testing\n';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const updated =
    from !== -1 && to !== -1
      ? doc.slice(0, from) + section + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(DOC, updated);
}

const run = options['from-log']
  ? readLog(path.resolve(options['from-log']))
  : options.from
    ? readRun()
    : await runSuite();
const body = report(run);
writeSection(body);
console.info(body);
console.info(`\nWritten to ${path.relative(projectRoot, DOC)} (section "${label}").`);
