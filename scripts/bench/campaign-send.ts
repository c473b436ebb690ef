// 소식 보내기 to many members: `npm run bench` (alone: `npx tsx scripts/bench/campaign-send.ts`,
// options --members 5000 --per-minute 100000 --probes 400 --probe-every 10). Not part of
// `npm test`; no test asserts a time.
//
// Issue 32's goal: a send of 5,000 messages through a local SMTP relay, measured, while the
// server answers other requests. A fresh SQLite server runtime listens on loopback as the real
// server does (its HTTP app, the outbox's watch of server/maintenance.ts), with SMTP_URL at a
// sink of this bench's own (smtp-server in a child process, as a relay is another machine) and
// MAIL_SEND_PER_MINUTE at --per-minute (the raw throughput by default; the relay's real pace is
// 300 a minute). `--members` approved members with an address are written straight into the
// store; one of them signs in through the API.
//
// 1. Idle: `--probes` signed-in calls (GET /api/user/my), one every `--probe-every` ms (or at
//    once after a slower answer): p50 and p95.
// 2. The send as the office makes it (OfficeCampaigns.sendCampaign, 안내 to every member): the
//    time until the outbox's rows are written (the office's answer), then until the campaign has
//    none pending (delivered by the send's first pass and the outbox's watch); the messages a
//    second, the process's RSS and heap peak; meanwhile the same signed-in call at the same pace,
//    its p50 and p95 against idle (goal: p95 within 2 ×), with the event loop's delay (p99,
//    max: steadier on a shared machine than the call's times); and whether the sink received
//    exactly one message per member, each with its own Message-ID (exit 1 if not).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { pathOf } from '../../src/contract/endpoints';
import { NOT_LOCKED } from '../../server/domain/shared/account';
import { watchOutbox } from '../../server/maintenance';
import { createHttpApp, type Runtime } from '../../server/runtime';
import { openBenchRuntime } from '../support/bench-runtime';
import { percentile } from '../support/percentile';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '5000' },
    'per-minute': { type: 'string', default: '100000' },
    probes: { type: 'string', default: '400' },
    'probe-every': { type: 'string', default: '10' },
  },
});
const MEMBERS = Number(options.members);
const PER_MINUTE = Number(options['per-minute']);
const PROBES = Number(options.probes);
/** The signed-in calls' pace (ms between starts): other members using the site, not a flood. */
const PROBE_EVERY_MS = Number(options['probe-every']);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const PROBE_MEMBER = { userId: 'bench_member0', password: 'Bench!2026member' };

// The relay: counts what it receives and the distinct Message-IDs, answers them when asked.
const SINK = `
const { SMTPServer } = require('smtp-server');
let received = 0;
const ids = new Set();
const smtp = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], disableReverseLookup: true, logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const head = raw.slice(0, raw.search(/\\r?\\n\\r?\\n/));
      received += 1;
      ids.add(/^Message-ID:\\s*(.+)$/imu.exec(head)?.[1]?.trim() ?? '');
      callback();
    });
  },
});
smtp.listen(0, '127.0.0.1', () => process.send({ port: smtp.server.address().port }));
process.on('message', () => process.send({ received, distinct: ids.size }));
`;

interface Sink {
  readonly port: number;
  counts(): Promise<{ received: number; distinct: number }>;
  close(): void;
}

async function startSink(): Promise<Sink> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SINK], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', resolve));
  const { port } = await next<{ port: number }>();
  return {
    port,
    counts: () => {
      const answer = next<{ received: number; distinct: number }>();
      child.send('counts');
      return answer;
    },
    close: () => child.kill(),
  };
}

/** The members, approved, each with an address: straight into the store in one transaction. */
async function addMembers(runtime: Runtime, count: number): Promise<void> {
  const now = new Date().toISOString();
  const passwordHash = await runtime.ports.hasher.hash(PROBE_MEMBER.password);
  const { store } = runtime.ports;
  await store.transactions.run(async () => {
    for (let index = 0; index < count; index += 1) {
      const graduationYear = 1970 + (index % 50);
      await store.accounts.insert({
        userId: `bench_member${index}`,
        passwordHash,
        role: 'member',
        status: 'approved',
        name: `김동문${index}`,
        birthDate: `${graduationYear - 19}-03-15`,
        email: `member${index}@example.com`,
        mobile: null,
        graduationYear,
        classNumber: graduationYear - 1928,
        course: '자연계',
        company: null,
        jobTitle: null,
        address: null,
        profileImageMstId: null,
        privacy: { phone: false, email: false, company: false, region: false },
        statusReason: null,
        createdAt: now,
        updatedAt: now,
        approvedAt: now,
        approvedBy: 'bench',
        withdrawnAt: null,
        ...NOT_LOCKED,
      });
    }
  });
}

/** The signed-in call every PROBE_EVERY_MS (or at once after a slower one) until `until` says stop. */
async function probe(
  url: string,
  headers: Record<string, string>,
  until: (done: number) => boolean,
): Promise<number[]> {
  const times: number[] = [];
  while (!until(times.length)) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const elapsed = performance.now() - started;
    times.push(elapsed);
    if (elapsed < PROBE_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS - elapsed));
    }
  }
  return times;
}

/** How long the process's event loop was held (what a request waits for), until `stop`. */
function loopDelay(): { stop(): string } {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  return {
    stop() {
      histogram.disable();
      return `${ms(histogram.percentile(99) / 1e6)} / ${ms(histogram.max / 1e6)}`;
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campaign-bench-'));
const sink = await startSink();
const runtime = await openBenchRuntime(dataDir, null, {
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  MAIL_SEND_PER_MINUTE: String(PER_MINUTE),
});
const app = await createHttpApp(runtime, { quiet: true });
const silent = { info: () => undefined, warn: () => undefined };
let outboxWatch: { stop(): Promise<void> } | null = null;
try {
  let started = performance.now();
  await addMembers(runtime, MEMBERS);
  console.info(
    `${MEMBERS} members written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  outboxWatch = watchOutbox(
    runtime.services.messageDelivery,
    silent,
    undefined,
    runtime.services.campaignSending,
  );

  const signIn = await fetch(`${baseUrl}${pathOf('signIn')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROBE_MEMBER),
  });
  const token = ((await signIn.json()) as { data: { accessToken: string } | null }).data
    ?.accessToken;
  if (!token) throw new Error('the probe member could not sign in');
  const myUrl = `${baseUrl}${pathOf('getMyInfo')}`;
  const headers = { authorization: `Bearer ${token}`, 'x-user-id': PROBE_MEMBER.userId };

  await probe(myUrl, headers, (done) => done >= 50); // warm-up
  const idleLoop = loopDelay();
  const idle = await probe(myUrl, headers, (done) => done >= PROBES);
  const idleBlocked = idleLoop.stop();
  const idleP95 = percentile(idle, 0.95);
  console.info(
    `idle: ${PROBES} × GET /api/user/my p50 ${ms(percentile(idle, 0.5))}, p95 ${ms(idleP95)}`,
  );

  // The memory's peak while the send runs, sampled every 50 ms.
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  sample();
  const sampler = setInterval(sample, 50);
  const busyLoop = loopDelay();

  let delivered = false;
  const during = probe(myUrl, headers, () => delivered);
  started = performance.now();
  const { campaignId } = await runtime.services.officeCampaigns.sendCampaign(
    { id: 'bench-office', ip: null },
    {
      kind: 'notice',
      channel: 'mail',
      subject: '총동문회 정기총회 안내',
      bodyHtml: '<p>올해 <strong>정기총회</strong>는 12월 13일 토요일 오후 6시에 열립니다.</p>',
      audience: {},
    },
  );
  const written = (performance.now() - started) / 1000;
  let progress = { pending: 1, sent: 0, failed: 0 };
  while (progress.pending > 0) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    ({ progress } = (
      await runtime.services.officeCampaigns.officeCampaign(campaignId, {})
    ).campaign);
  }
  const seconds = (performance.now() - started) / 1000;
  delivered = true;
  const busy = await during;
  clearInterval(sampler);
  const busyBlocked = busyLoop.stop();
  sample();
  const busyP95 = percentile(busy, 0.95);
  const counts = await sink.counts();
  const whole = counts.received === MEMBERS && counts.distinct === MEMBERS;
  console.info(
    `the send (${MEMBERS} mails, SQLite, ${PER_MINUTE} a minute): rows written in ${written.toFixed(1)} s, ` +
      `all delivered after ${seconds.toFixed(1)} s, ${(progress.sent / seconds).toFixed(0)} a second; ` +
      `sent ${progress.sent}, failed ${progress.failed}; peak RSS ${mib(peakRss)}, heap ${mib(peakHeap)}`,
  );
  console.info(
    `during the send: ${busy.length} × GET /api/user/my p50 ${ms(percentile(busy, 0.5))}, ` +
      `p95 ${ms(busyP95)} = ${(busyP95 / idleP95).toFixed(2)} × idle (goal ≤ 2 ×)`,
  );
  console.info(
    `the event loop's delay (p99 / max): idle ${idleBlocked}, during the send ${busyBlocked}`,
  );
  console.info(
    `the sink received ${counts.received} messages, ${counts.distinct} distinct Message-IDs` +
      (whole ? '' : ` (expected ${MEMBERS})`),
  );
  if (!whole || progress.failed > 0) process.exitCode = 1;
} finally {
  await outboxWatch?.stop();
  await app.close();
  await runtime.close();
  sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
