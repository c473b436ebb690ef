// Start-up and memory: `npm run bench` (alone: `npx tsx scripts/bench/start-up.ts`, options
// --runs 5, --from-source, --project <dir>). Not part of `npm test`; no test asserts a time.
//
// Starts the server as `npm start` does (`node scripts/run-server.mjs main`: the build's
// freshness checked, then the built server), SQLite in a temporary DATA_DIR, demo data,
// everything else at its default. The first start seeds the empty database; then, on the seeded
// database, each run measures the time from spawning the process to the first 200 from
// /healthz, the CPU time the process used until then, and its resident memory (VmRSS) 5 seconds
// after. Prints the medians next to the goals (issues 10 and 30): healthy in under 1.5 s, under
// 150 MiB, the first, seeding start under 4 s; and each figure beside its baseline
// (baseline.ts: CPU time and memory worse by more than 25 % fail the run).
//
// --from-source starts `node --import tsx server/main.ts` instead, as `npm start` did before
// the build (and as the tests still do); --project runs another copy of the project (a
// `git archive` of an older commit with node_modules linked, for a before and after).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../support/free-port';
import { reportAgainstBaseline } from './baseline';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'from-source': { type: 'boolean', default: false },
    project: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const FROM_SOURCE = options['from-source'];
const projectRoot = path.resolve(options.project ?? path.join(import.meta.dirname, '..', '..'));
const GOAL_MS = 1500;
const GOAL_MIB = 150;
const FIRST_START_GOAL_MS = 4000;
const SETTLE_MS = 5000;
/** What the server prints when it builds something: such a run is not a start-up. */
const BUILDING = /빌드하는 중/u;

interface Start {
  readonly healthyMs: number;
  /** User and system CPU time of the process until healthy. */
  readonly cpuMs: number;
  readonly rssMiB: number;
  readonly built: boolean;
}

function command(): string[] {
  return FROM_SOURCE ? ['--import', 'tsx', 'server/main.ts'] : ['scripts/run-server.mjs', 'main'];
}

/** Clock ticks of CPU the process used (utime + stime, /proc/<pid>/stat), in milliseconds. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (1-based), i.e. 11 and 12 here.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/mu.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) / 1024;
}

async function start(dataDir: string): Promise<Start> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, command(), {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => (output += text));
  try {
    const healthyMs = (await untilHealthy(`http://127.0.0.1:${port}/healthz`, child)) - spawnedAt;
    const pid = child.pid ?? 0;
    const cpu = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { healthyMs, cpuMs: cpu, rssMiB: rssMiB(pid), built: BUILDING.test(output) };
  } finally {
    await stop(child);
  }
}

/** The moment of the first 200 from /healthz, asked every 5 ms. */
async function untilHealthy(url: string, child: ChildProcess): Promise<number> {
  const deadline = performance.now() + 600_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Builds what `npm start` would build first, so that no measured start includes a build. */
async function buildFirst(): Promise<void> {
  if (!FROM_SOURCE) {
    const serverBuild = pathToFileURL(path.join(projectRoot, 'scripts/build/server-build.mjs'));
    const { ensureServerBuilt } = (await import(serverBuild.href)) as {
      ensureServerBuilt: (root: string, log: (message: string) => void) => Promise<boolean>;
    };
    await ensureServerBuilt(projectRoot, (message) => console.info(message));
  }
  const spaBuild = pathToFileURL(path.join(projectRoot, 'server/spa-build.ts'));
  const { ensureSpaBuilt } = (await import(spaBuild.href)) as {
    ensureSpaBuilt: (root: string, log: (message: string) => void) => Promise<void>;
  };
  await ensureSpaBuilt(projectRoot, (message) => console.info(message));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function spread(values: readonly number[], digits: number): string {
  return `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
}

async function main(): Promise<void> {
  console.info(
    `Start-up and memory: ${FROM_SOURCE ? 'node --import tsx server/main.ts' : 'node scripts/run-server.mjs main (npm start)'}` +
      ` in ${projectRoot}, ${os.availableParallelism()} CPUs, Node ${process.version}`,
  );
  await buildFirst();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-start-up-'));
  try {
    const first = await start(dataDir);
    if (!fs.existsSync(path.join(dataDir, 'demo-accounts.txt'))) {
      throw new Error('the first start did not seed the demo data');
    }
    console.info(
      `first start, seeding an empty database: healthy after ${first.healthyMs.toFixed(0)} ms` +
        ` (${first.cpuMs.toFixed(0)} ms CPU), ${first.rssMiB.toFixed(0)} MiB 5 s later`,
    );

    const runs: Start[] = [];
    while (runs.length < RUNS) {
      const run = await start(dataDir);
      // Someone changed a source meanwhile (a shared working tree): that start built; again.
      if (run.built) {
        console.info('  (a start that built the SPA or the server is not counted)');
        continue;
      }
      runs.push(run);
      console.info(
        `  run ${runs.length}: healthy after ${run.healthyMs.toFixed(0)} ms` +
          ` (${run.cpuMs.toFixed(0)} ms CPU), ${run.rssMiB.toFixed(1)} MiB 5 s later`,
      );
    }
    const healthy = runs.map((run) => run.healthyMs);
    const cpu = runs.map((run) => run.cpuMs);
    const rss = runs.map((run) => run.rssMiB);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.info(`\nseeded database, median of ${RUNS} starts:`);
    console.info(
      `  healthy (spawn → first 200 from /healthz): ${median(healthy).toFixed(0)} ms` +
        ` (${spread(healthy, 0)})   goal < ${GOAL_MS} ms: ${verdict(median(healthy) < GOAL_MS)}`,
    );
    console.info(`  CPU time until healthy: ${median(cpu).toFixed(0)} ms (${spread(cpu, 0)})`);
    console.info(
      `  resident memory 5 s after healthy: ${median(rss).toFixed(1)} MiB` +
        ` (${spread(rss, 1)})   goal < ${GOAL_MIB} MiB: ${verdict(median(rss) < GOAL_MIB)}`,
    );
    console.info(
      `first start, seeding: healthy after ${first.healthyMs.toFixed(0)} ms` +
        `   goal < ${FIRST_START_GOAL_MS} ms: ${verdict(first.healthyMs < FIRST_START_GOAL_MS)}`,
    );
    // A copy of another commit (--project) or the sources (--from-source) is not what the
    // baseline measures: printed, not compared.
    if (!options.project && !FROM_SOURCE) {
      reportAgainstBaseline('start-up', [
        {
          name: 'healthy, seeded database (median)',
          value: median(healthy),
          unit: 'ms',
          kind: 'time',
        },
        { name: 'CPU until healthy (median)', value: median(cpu), unit: 'ms', kind: 'cpu' },
        { name: 'resident memory, idle (median)', value: median(rss), unit: 'MiB', kind: 'memory' },
        { name: 'first start, seeding: healthy', value: first.healthyMs, unit: 'ms', kind: 'time' },
        { name: 'first start, seeding: CPU', value: first.cpuMs, unit: 'ms', kind: 'cpu' },
        { name: 'first start, seeding: memory', value: first.rssMiB, unit: 'MiB', kind: 'memory' },
      ]);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
