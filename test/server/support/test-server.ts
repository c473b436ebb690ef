import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { inject, it } from 'vitest';
import { ENDPOINTS, type EndpointName, pathOf } from '../../../src/contract/endpoints';
import { readServerConfig } from '../../../server/config';
import { createHttpApp, createRuntime, type Runtime } from '../../../server/runtime';
import { type ReadMail, readOutbox } from './mail';

export type Dialect = 'sqlite' | 'postgres';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Both databases, SQLite always and PostgreSQL unless skipped on purpose: for what the two may
 * answer differently (docs/testing.md): repositories, migrations and queries, and what
 * concurrency, uniqueness, throttles and transactions decide.
 */
export function dialects(): Dialect[] {
  return inject('postgresAdminUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * SQLite alone, for tests of the HTTP layer and of use cases whose SQL the tests above already
 * run on both (input checks, tokens, headers, who may call what); the feature's PostgreSQL flow
 * runs its path through the database once more on PostgreSQL (docs/testing.md).
 */
export function sqliteOnly(): Dialect[] {
  return ['sqlite'];
}

/**
 * In a block run on both databases: `it` on SQLite, nothing on PostgreSQL. For a file whose one
 * test is its feature's PostgreSQL flow and whose others are SQLite's alone (docs/testing.md).
 */
export function onSqliteOnly(dialect: Dialect): typeof it {
  if (dialect === 'sqlite') return it;
  const notOnThisDatabase = () => undefined;
  return Object.assign(notOnThisDatabase, {
    each: () => notOnThisDatabase,
    skip: notOnThisDatabase,
    only: notOnThisDatabase,
  }) as unknown as typeof it;
}

/** A clock that runs with real time but can be moved forward by the test. */
export class MovableClock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advance(milliseconds: number): void {
    this.offset += milliseconds;
  }
  /** Back to real time (between tests on a shared server). */
  reset(): void {
    this.offset = 0;
  }
  /**
   * Moves to the next 10:00 in Korea unless it is already the working day there, so that what a
   * test records is not flagged as done at night whenever the suite happens to run.
   */
  toKoreanWorkingHours(): void {
    const koreanHour = (this.now().getUTCHours() + 9) % 24;
    if (koreanHour >= 9 && koreanHour < 18) return;
    this.advance(((10 - koreanHour + 24) % 24) * 60 * 60 * 1000);
  }
}

export interface CallOptions {
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string>>;
  readonly params?: Readonly<Record<string, string>>;
  readonly token?: string;
  /** X-User-Id; defaults to none. */
  readonly userId?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface CallResult<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: { code: number; message: string | null; data: T };
}

export interface TestServer {
  readonly dialect: Dialect;
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly runtime: Runtime;
  readonly clock: MovableClock;
  call<T = unknown>(name: EndpointName, options?: CallOptions): Promise<CallResult<T>>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  mails(): ReadMail[];
  lastCodeSentTo(email: string): string;
  close(): Promise<void>;
}

/** Extra environment for the server, on top of the test defaults. */
export type ServerEnvironment = Readonly<Record<string, string>>;

/**
 * A real server on a loopback port, over SQLite in a temporary directory or over a new
 * PostgreSQL database. Fast password hashing with room for every parallel call to wait, no rate
 * limits, no demo data, unless asked.
 */
export async function startTestServer(
  dialect: Dialect,
  environment: ServerEnvironment = {},
  /** A logger to keep the server's lines (support/captured-log.ts); requests are logged too. */
  logger?: pino.Logger,
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-server-'));
  const database = dialect === 'postgres' ? await createPostgresDatabase() : null;
  const config = readServerConfig(
    {
      DATA_DIR: dataDir,
      PASSWORD_HASH_COST: '10',
      // Bursts of parallel calls in tests are not a flood: room for all of them to wait.
      PASSWORD_HASH_QUEUE: '1000',
      RATE_LIMIT: 'off',
      SEED_DEMO_DATA: 'false',
      SERVE_SPA: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_ORIGIN: 'http://localhost:8080',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...environment,
    },
    projectRoot,
  );
  const clock = new MovableClock();
  const runtime = await createRuntime(config, {
    clock,
    logger: logger ?? pino({ level: 'silent' }),
  });
  const app = await createHttpApp(runtime, { quiet: logger === undefined });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // A DATA_DIR given by the test replaces the temporary one.
  const outbox = path.join(config.dataDir, 'outbox');

  const server: TestServer = {
    dialect,
    baseUrl: address,
    dataDir: config.dataDir,
    runtime,
    clock,
    async call<T>(name: EndpointName, options: CallOptions = {}): Promise<CallResult<T>> {
      const endpoint = ENDPOINTS[name];
      const url = new URL(pathOf(name, options.params), address);
      for (const [key, value] of Object.entries(options.query ?? {}))
        url.searchParams.set(key, value);
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.userId) headers['x-user-id'] = options.userId;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, {
        method: endpoint.method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : null,
      };
    },
    fetch: (pathname, init) => fetch(new URL(pathname, address), init),
    mails: () => readOutbox(outbox),
    lastCodeSentTo(email) {
      const mail = readOutbox(outbox)
        .filter((candidate) => candidate.to.includes(email))
        .at(-1);
      // A sign-up or recovery code (인증번호), or a gift claim's (확인 코드).
      const code = mail?.text.match(/(?:인증번호는|확인 코드:) (\d{6})/u)?.[1];
      if (!code) throw new Error(`No code was mailed to ${email}`);
      return code;
    },
    async close() {
      // The test is over: keep-alive sockets of its fetch calls are cut rather than waited for
      // (Node sometimes counts one as busy after its last answer, and close() would wait).
      app.server.closeAllConnections();
      await app.close();
      await runtime.close();
      if (database) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available to this run');
  const name = `alumni_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
