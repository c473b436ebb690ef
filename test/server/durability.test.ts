import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/adapters/db/database';
import { readOutbox } from './support/mail';
import { signUpBody } from './support/members';
import { type Dialect, dialects } from './support/test-server';
import { freePort } from '../../scripts/support/free-port';

/**
 * Durability: every write the server acknowledged survives `kill -9` in the middle of a burst.
 * The real server runs as its own process; sign-ups and access-log writes pour in from many
 * clients at once; the process is killed without warning; after a restart every acknowledged
 * row is there and (SQLite) the database file passes `PRAGMA integrity_check`.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BURST_MS = 1500;

interface Running {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly exited: Promise<number | null>;
}

async function startServerProcess(dataDir: string, databaseUrl: string | null): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'server/main.ts')],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_SPA: 'false',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT: 'off',
        PASSWORD_HASH_COST: '10',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, baseUrl, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start');
}

async function postJson(url: string, method: string, body: unknown) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number } };
}

function codeSentTo(outbox: string, email: string): string | null {
  const mail = readOutbox(outbox)
    .filter((candidate) => candidate.to.includes(email))
    .at(-1);
  return mail?.text.match(/인증번호는 (\d{6})/u)?.[1] ?? null;
}

describe.each(dialects())('durability under kill -9 (%s)', (dialect: Dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps every acknowledged sign-up and access-log write, and the database stays sound', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-durability-'));
    const databaseUrl = dialect === 'postgres' ? await createDatabase(cleanups) : null;
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));

    const first = await startServerProcess(dataDir, databaseUrl);
    cleanups.push(async () => {
      first.child.kill('SIGKILL');
    });
    const outbox = path.join(dataDir, 'outbox');
    const acknowledgedMembers: string[] = [];
    const acknowledgedVisits: string[] = [];
    let stop = false;

    const signUps = Array.from({ length: 6 }, async (_, worker) => {
      for (let round = 0; !stop; round += 1) {
        const body = signUpBody({ userId: `durable${worker}x${round}` });
        try {
          const sent = await postJson(`${first.baseUrl}/api/user/auth/sendAuthMail`, 'POST', {
            email: body.email,
            purpose: 'signUp',
          });
          const code = sent.status === 200 ? codeSentTo(outbox, body.email) : null;
          if (!code) continue;
          const created = await postJson(`${first.baseUrl}/api/user/auth/siginup`, 'POST', {
            ...body,
            emailAuthCode: code,
          });
          if (created.status === 200 && created.body.code === 0)
            acknowledgedMembers.push(body.userId);
        } catch {
          return; // the server is gone
        }
      }
    });
    const visits = Array.from({ length: 6 }, async (_, worker) => {
      for (let round = 0; !stop; round += 1) {
        const menuPath = `/durability/${worker}/${round}`;
        try {
          const logged = await postJson(`${first.baseUrl}/api/user/log/accessMenu`, 'PUT', {
            menuPath,
            accessDt: '2026-11-22 10:00:00',
          });
          if (logged.status === 200) acknowledgedVisits.push(menuPath);
        } catch {
          return;
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, BURST_MS));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all([...signUps, ...visits, first.exited]);
    expect(acknowledgedMembers.length).toBeGreaterThan(0);
    expect(acknowledgedVisits.length).toBeGreaterThan(0);

    const second = await startServerProcess(dataDir, databaseUrl);
    cleanups.push(async () => {
      second.child.kill('SIGKILL');
    });
    const database = openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'alumni.sqlite') });
    cleanups.push(() => database.close());
    const storedMembers = new Set(
      (await database.db.selectFrom('accounts').select('user_id').execute()).map(
        (row) => row.user_id,
      ),
    );
    const storedVisits = new Set(
      (await database.db.selectFrom('access_logs').select('menu_path').execute()).map(
        (row) => row.menu_path,
      ),
    );
    expect(acknowledgedMembers.filter((userId) => !storedMembers.has(userId))).toEqual([]);
    expect(acknowledgedVisits.filter((menuPath) => !storedVisits.has(menuPath))).toEqual([]);
    if (dialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
        database.db,
      );
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
    }

    // A normal stop is graceful: SIGTERM closes the server and it exits with 0.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});

async function createDatabase(cleanups: (() => Promise<void>)[]): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available');
  const name = `alumni_durability_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
