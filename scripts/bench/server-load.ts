// The server under load: `npm run bench` (alone: `npx tsx scripts/bench/server-load.ts`, options
// --seconds 10 --connections 50 --flood-seconds 15; 0 skips the flood). Not part of `npm test`.
//
// The real server runs as its own process, as `npm start` runs it (SQLite in a temporary
// DATA_DIR, demo data, today's password-hashing cost, request logging at the default level to
// /dev/null, rate limits off so that the load is not refused), and a bare Fastify route runs in
// another process, so that both are measured alike by autocannon from this one:
//
// 1. Throughput at 50 connections: the bare route, the signed-in `ping`, `/api/user/my`, and a
//    mix of signed-in calls; each signed-in figure is printed with its ratio to the bare route
//    of the same run (issue 10's goals: ping ≥ 0.5 ×, /api/user/my ≥ 0.4 ×; p99 under 10 ms),
//    and with the loaded process's CPU time per request (from /proc: steadier than the rates on
//    a shared machine). Beside them, the floor under /api/user/my: a bare route that only makes
//    the call's two SQLite reads on the server's database file (BARE_READS).
// 2. A sign-in flood at the hashing pool's capacity (threads + queue sign-ins always in
//    flight, unknown ids) while a signed-in ping runs at 10 connections: its p99 against the
//    same ping measured idle just before (goal: within 2 ×), the sign-ins answered and refused
//    as busy, and the server's peak memory.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../support/free-port';
import { startServerProcess, waitUntilUp } from '../support/server-process';
import { DEMO_MEMBER } from '../../src/domain/shared/demo/demo-people';
import { type Figure, reportAgainstBaseline } from './baseline';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'flood-seconds': { type: 'string', default: '15' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const FLOOD_SECONDS = Number(options['flood-seconds']);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');

interface Process {
  readonly child: ChildProcess;
  readonly baseUrl: string;
}

async function startServer(dataDir: string): Promise<Process & { readonly hashThreads: number }> {
  const hashThreads = Math.max(1, Math.floor(os.availableParallelism() / 2));
  const { child, baseUrl, ready } = await startServerProcess({
    cwd: projectRoot,
    dataDir,
    env: {
      SERVE_SPA: 'false',
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT: 'off',
      PASSWORD_HASH_THREADS: String(hashThreads),
    },
  });
  await ready;
  return { child, baseUrl, hashThreads };
}

// The same answer as the signed-in ping, from a route with nothing around it.
const BARE_FASTIFY = `
const fastify = require('fastify')({ logger: false });
fastify.get('/ping', async () => ({ code: 0, message: null, data: true }));
fastify.get('/healthz', async () => ({ status: 'ok' }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

// The floor under /api/user/my: a bare route that does only what no implementation of the call
// can skip, the two reads (the session with its account, then the profile's columns: every
// column of the account but its bookkeeping) on the server's own SQLite file, its row answered as
// JSON. No token, no headers, no log line, no schema.
const BARE_READS = `
const Database = require('better-sqlite3');
const db = new Database(process.env.DATABASE_FILE);
db.pragma('journal_mode = WAL');
const bookkeeping = new Set(['password_hash', 'status_reason', 'created_at', 'updated_at',
  'approved_at', 'approved_by', 'withdrawn_at']);
const columns = db.prepare("SELECT name FROM pragma_table_info('accounts')").all()
  .map((column) => column.name).filter((name) => !bookkeeping.has(name));
const session = db.prepare('SELECT a.user_id, a.role, a.status FROM token_families f ' +
  'JOIN accounts a ON a.user_id = f.user_id WHERE f.family_id = ? AND f.user_id = ? ' +
  'AND f.revoked_at IS NULL AND f.expires_at > ?');
const profile = db.prepare('SELECT ' + columns.join(', ') + ' FROM accounts WHERE user_id = ?');
const { FAMILY_ID: familyId, USER_ID: userId } = process.env;
const fastify = require('fastify')({ logger: false });
fastify.get('/my', async () => {
  if (!session.get(familyId, userId, new Date().toISOString())) throw new Error('no session');
  return { code: 0, message: null, data: profile.get(userId) };
});
fastify.get('/healthz', async () => ({ status: 'ok' }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startBareFastify(
  program = BARE_FASTIFY,
  env: Readonly<Record<string, string>> = {},
): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', program], {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/healthz`, child);
  return { child, baseUrl };
}

interface Load {
  readonly requestsPerSecond: number;
  /** The loaded process's CPU time (user + system) per answered request, in µs. */
  readonly cpuMicroseconds: number | null;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** CPU time (user + system) of a process so far (Linux), in µs. */
function cpuMicroseconds(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks / CLOCK_TICKS_PER_SECOND) * 1e6;
  } catch {
    return null;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

async function load(
  title: string,
  url: string,
  settings: Partial<autocannon.Options> = {},
  pid?: number,
): Promise<Load> {
  const cpuBefore = cpuMicroseconds(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...settings,
  });
  const cpuAfter = cpuMicroseconds(pid);
  const figures: Load = {
    requestsPerSecond: result.requests.average,
    cpuMicroseconds:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : (cpuAfter - cpuBefore) / result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.info(
    `  ${title.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s` +
      `   p50 ${figures.p50.toFixed(1).padStart(5)} ms   p99 ${figures.p99.toFixed(1).padStart(5)} ms` +
      (figures.cpuMicroseconds === null
        ? ''
        : `   CPU ${figures.cpuMicroseconds.toFixed(1).padStart(5)} µs/req`) +
      (figures.non2xx + figures.errors > 0
        ? `   (${figures.non2xx} non-2xx, ${figures.errors} errors)`
        : ''),
  );
  return figures;
}

function ratio(part: Load, whole: Load): string {
  return `${(part.requestsPerSecond / whole.requestsPerSecond).toFixed(2)} ×`;
}

async function signIn(baseUrl: string, dataDir: string): Promise<Record<string, string>> {
  const accounts = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
  const line = accounts.split('\n').find((row) => row.startsWith(`${DEMO_MEMBER.userId}\t`));
  const [userId = '', password = ''] = line?.split('\t') ?? [];
  const response = await fetch(`${baseUrl}/api/user/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password }),
  });
  const body = (await response.json()) as { data: { accessToken: string } | null };
  if (!body.data) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.accessToken}`, 'x-user-id': userId };
}

/** The session family and member of the signed-in headers (the token's own claims). */
function sessionOf(headers: Record<string, string>): { FAMILY_ID: string; USER_ID: string } {
  const payload = (headers.authorization ?? '').split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sid: string;
    sub: string;
  };
  return { FAMILY_ID: claims.sid, USER_ID: claims.sub };
}

/** Peak resident memory of a process so far (Linux), in MiB. */
function peakMemoryMiB(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = /^VmHWM:\s+(\d+) kB/mu.exec(status)?.[1];
    return peak ? Number(peak) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `inFlight` sign-ins of unknown ids running until stopped; each new one starts when
 * one ends. Answers how they were answered.
 */
function flood(baseUrl: string, inFlight: number) {
  let stopped = false;
  let counter = 0;
  const answers = new Map<number, number>();
  const one = async (): Promise<void> => {
    while (!stopped) {
      counter += 1;
      const response = await fetch(`${baseUrl}/api/user/auth/signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: `flood${counter}`, password: 'Wrong!pass2026' }),
      });
      await response.arrayBuffer();
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    }
  };
  const runners = Array.from({ length: inFlight }, one);
  return {
    async stop() {
      stopped = true;
      await Promise.all(runners);
      return answers;
    },
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-load-'));
  const server = await startServer(dataDir);
  const bare = await startBareFastify();
  try {
    const headers = await signIn(server.baseUrl, dataDir);
    const api = (pathname: string) => `${server.baseUrl}${pathname}`;
    console.info(
      `\nServer load (${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${SECONDS} s each; ` +
        `SQLite; password hashing: ${server.hashThreads} thread(s))`,
    );

    // Warm-up: JIT, caches, connections.
    await autocannon({ url: `${bare.baseUrl}/ping`, connections: 10, duration: 2 });
    await autocannon({ url: api('/api/user/auth/ping'), headers, connections: 10, duration: 2 });

    const serverPid = server.child.pid;
    const bareLoad = await load('bare Fastify route', `${bare.baseUrl}/ping`, {}, bare.child.pid);
    const ping = await load('signed-in ping', api('/api/user/auth/ping'), { headers }, serverPid);
    const my = await load('GET /api/user/my', api('/api/user/my'), { headers }, serverPid);
    const floor = await startBareFastify(BARE_READS, {
      DATABASE_FILE: path.join(dataDir, 'alumni.sqlite'),
      ...sessionOf(headers),
    });
    const myFloor = await load(
      'bare route + the two reads of /my',
      `${floor.baseUrl}/my`,
      {},
      floor.child.pid,
    ).finally(() => floor.child.kill('SIGTERM'));
    const mixed = await load(
      'mixed signed-in calls',
      api('/api/user/auth/ping'),
      {
        headers,
        requests: [
          { method: 'GET', path: '/api/user/auth/ping' },
          { method: 'GET', path: '/api/user/my' },
          { method: 'GET', path: '/api/user/alumni?name=%EA%B9%80&page=1&size=10' },
          { method: 'GET', path: '/api/user/alumni/regions' },
          {
            method: 'PUT',
            path: '/api/user/log/accessMenu',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ menuPath: '/alumni/find', accessDt: '2026-11-23 10:00:00' }),
          },
        ],
      },
      serverPid,
    );
    console.info(`\n  signed-in ping / bare route:      ${ratio(ping, bareLoad)}   (goal ≥ 0.5 ×)`);
    console.info(`  /api/user/my / bare route:        ${ratio(my, bareLoad)}   (goal ≥ 0.4 ×)`);
    console.info(
      `  the two reads alone / bare route: ${ratio(myFloor, bareLoad)}   (the floor under /my)`,
    );
    console.info(`  mixed signed-in / bare route:     ${ratio(mixed, bareLoad)}`);
    const figures: Figure[] = [];
    for (const [name, figure] of [
      ['signed-in ping', ping],
      ['GET /api/user/my', my],
      ['mixed signed-in calls', mixed],
    ] as const) {
      if (figure.cpuMicroseconds !== null) {
        figures.push({
          name: `${name}: CPU per request`,
          value: figure.cpuMicroseconds,
          unit: 'µs',
          kind: 'cpu',
        });
      }
      figures.push({
        name: `${name}: rate`,
        value: figure.requestsPerSecond,
        unit: 'req/s',
        kind: 'rate',
      });
    }

    // The signed-in path's figures beside the last accepted ones (the defaults' duration and
    // connections only: other settings measure something else).
    if (SECONDS === 10 && CONNECTIONS === 50) reportAgainstBaseline('server-load', figures);
    if (FLOOD_SECONDS <= 0) return;

    // The flood: idle first, then the same ping with the hashing pool full.
    const capacity = server.hashThreads * 5; // threads + the default queue of 4 per thread
    console.info(
      `\nSign-in flood (${capacity} sign-ins always in flight, ${FLOOD_SECONDS} s; ping at 10 connections)`,
    );
    const idle = await load('signed-in ping, idle', api('/api/user/auth/ping'), {
      headers,
      connections: 10,
      duration: FLOOD_SECONDS,
    });
    const running = flood(server.baseUrl, capacity);
    const flooded = await load('signed-in ping, during the flood', api('/api/user/auth/ping'), {
      headers,
      connections: 10,
      duration: FLOOD_SECONDS,
    });
    const answers = await running.stop();
    const answered = [...answers.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    console.info(
      `  sign-ins answered:                ${answered} (401 checked, 503 refused as busy)`,
    );
    console.info(
      `  ping p99 during / idle:           ${(flooded.p99 / Math.max(idle.p99, 1)).toFixed(2)} ×` +
        `   (goal ≤ 2 ×; idle p99 counted as at least 1 ms)`,
    );
    const peak = peakMemoryMiB(server.child.pid);
    if (peak !== null) console.info(`  server peak memory:               ${peak.toFixed(0)} MiB`);
  } finally {
    server.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
