// The year's receipt batch killed while it sends: `npm run bench` (alone: `npx tsx
// scripts/bench/receipt-batch-crash.ts`, options --rounds 3 --donors 40). Not part of `npm test`.
//
// Each round: a fresh SQLite DATA_DIR with `--donors` donors of last year (one gift and an
// e-mail address each) and the office's administrator; the real server as its own process
// (`server/main.ts`); the office signs in (second factor enrolled) and starts the batch through
// the API; once a third of the mails are in the outbox the process gets SIGKILL, mid-donor. The
// server is started again on the same DATA_DIR with a takeover delay of 2 s
// (RECEIPT_BATCH_TAKEOVER_SECONDS), takes the batch up by itself (nobody clicks again) and
// finishes it. Then every donor must have at least one receipt mail in DATA_DIR/outbox: a
// donor with none is a receipt lost. Prints each round's mails, duplicates and losses; exits 1
// on a loss. A duplicate (the donor in flight mailed again) is allowed and only counted.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TOTP } from 'otpauth';
import { ENDPOINTS, type EndpointName, pathOf } from '../../src/contract/endpoints';
import { openBenchRuntime } from '../support/bench-runtime';
import { addYearDonors, yearDonorEmail } from '../support/year-donors';
import { startServerProcess } from '../support/server-process';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    donors: { type: 'string', default: '40' },
  },
});
const ROUNDS = Number(options.rounds);
const DONORS = Number(options.donors);
const YEAR = new Date().getFullYear() - 1;
const OFFICE = {
  userId: 'office2026',
  password: 'Office!2026admin',
  name: '사무국',
  email: 'office@example.com',
};
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const SERVER_ENV = {
  SERVE_SPA: 'false',
  SEED_DEMO_DATA: 'false',
  RATE_LIMIT: 'off',
  PASSWORD_HASH_COST: '10',
  LOG_LEVEL: 'warn',
  RECEIPT_BATCH_TAKEOVER_SECONDS: '2',
};

/** Donors of the year and the office's administrator, written before the server starts. */
async function prepare(dataDir: string): Promise<void> {
  const runtime = await openBenchRuntime(dataDir);
  try {
    await runtime.services.administration.createAdministrator(OFFICE);
    await addYearDonors(runtime, {
      count: DONORS,
      year: YEAR,
      prefix: 'crash',
      nameOf: (index) => `기부자${index}`,
      amountOf: () => 100_000,
      graduationYearOf: () => 1990,
    });
  } finally {
    await runtime.close();
  }
}

async function call<T>(
  baseUrl: string,
  name: EndpointName,
  options: { body?: unknown; query?: string; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
    headers['x-user-id'] = OFFICE.userId;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${pathOf(name)}${options.query ?? ''}`, {
    method: ENDPOINTS[name].method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const answer = (await response.json()) as { data: T; message: string | null };
  if (!response.ok) throw new Error(`${name}: ${response.status} ${answer.message}`);
  return answer.data;
}

/** The office signed in through the API, enrolling its second factor: its access token. */
async function officeToken(baseUrl: string): Promise<string> {
  const challenge = await call<{ secondFactor: { ticket: string } }>(baseUrl, 'signIn', {
    body: { userId: OFFICE.userId, password: OFFICE.password },
  });
  const { ticket } = challenge.secondFactor;
  const { secret } = await call<{ secret: string }>(baseUrl, 'beginSecondFactorEnrolment', {
    body: { ticket },
  });
  const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  const enrolled = await call<{ tokens: { accessToken: string } }>(
    baseUrl,
    'confirmSecondFactorEnrolment',
    { body: { ticket, code } },
  );
  return enrolled.tokens.accessToken;
}

/** The donor each receipt mail in the outbox went to (other mails left out). */
function mailedAddresses(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => /^To: (.+)$/mu.exec(fs.readFileSync(path.join(outbox, name), 'utf8'))?.[1])
    .map((to) => (to ?? '').trim())
    .filter((to) => /^donor\d+@example\.com$/u.test(to));
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function until(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 50) {
    if (await check()) return;
    await pause(50);
  }
  throw new Error(`gave up waiting: ${what}`);
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    }
  });
}

async function round(number: number): Promise<{ lost: number; duplicates: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-batch-crash-'));
  const children: ChildProcess[] = [];
  try {
    await prepare(dataDir);
    const first = await startServerProcess({ cwd: projectRoot, dataDir, env: SERVER_ENV });
    children.push(first.child);
    await first.ready;
    const token = await officeToken(first.baseUrl);
    await call(first.baseUrl, 'startReceiptBatch', { body: { year: YEAR }, token });
    await until('a third of the mails', () => mailedAddresses(dataDir).length >= DONORS / 3);
    await killed(first.child);
    const atKill = mailedAddresses(dataDir).length;

    const second = await startServerProcess({ cwd: projectRoot, dataDir, env: SERVER_ENV });
    children.push(second.child);
    await second.ready;
    // The token outlives the restart (its key is kept in DATA_DIR); nobody starts the batch.
    await until('the batch taken up and finished', async () => {
      const progress = await call<{ finishedAt: string | null } | null>(
        second.baseUrl,
        'receiptBatch',
        { query: `?year=${YEAR}`, token },
      );
      return Boolean(progress?.finishedAt);
    });
    const mailed = mailedAddresses(dataDir);
    const lost = Array.from({ length: DONORS }, (_, index) => yearDonorEmail(index)).filter(
      (email) => !mailed.includes(email),
    );
    const duplicates = mailed.length - new Set(mailed).size;
    console.info(
      `round ${number}: killed after ${atKill} of ${DONORS} mails; after the restart ` +
        `${mailed.length} mails, ${duplicates} duplicate(s), ${lost.length} receipt(s) lost` +
        (lost.length > 0 ? ` (${lost.join(', ')})` : ''),
    );
    return { lost: lost.length, duplicates };
  } finally {
    for (const child of children) await killed(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

let lost = 0;
for (let number = 1; number <= ROUNDS; number += 1) lost += (await round(number)).lost;
console.info(`the receipt batch killed mid-way: ${ROUNDS} rounds, ${lost} receipt(s) lost`);
if (lost > 0) process.exitCode = 1;
