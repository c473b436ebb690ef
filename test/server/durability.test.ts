import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type {
  MemberProfileData,
  MemberProfileUpdateBody,
} from '../../src/contract/shared/member-schemas';
import { openDatabase } from '../../server/adapters/db/shared/database';
import { readServerConfig } from '../../server/config';
import { createRuntime } from '../../server/runtime';
import { readOutbox } from './support/mail';
import { startSmtpSink } from './support/smtp-sink';
import { aSignUpBody, anUpdateOf } from '../support/members';
import { type Dialect, dialects } from './support/test-server';
import { freePort } from '../../scripts/support/free-port';
import { FEATURES } from '../../server/features';
import { builtServerEntry } from '../support/built-server';

/**
 * Durability: every write the server acknowledged survives `kill -9` in the middle of a burst,
 * round after round on the same data. The real server runs as its own process; sign-ups,
 * access-log writes, profile updates of signed-in members and file uploads (files and profile
 * images) pour in from many clients at once; the process is killed without warning. After each
 * restart: (SQLite) the file passes `PRAGMA integrity_check` and `foreign_key_check`; every
 * acknowledged account and visit is there; each profile holds its last acknowledged update or
 * the one in flight at the kill, whole (company and job title from the same update); every
 * acknowledged upload, and every file row the database kept, downloads with its bytes; and the
 * server serves the members' sign-ins from before the crash.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BURST_MS = 1500;
const MAX_BURST_MS = 10_000;
const ROUNDS: Readonly<Record<Dialect, number>> = { sqlite: 3, postgres: 2 };
const PROFILE_WRITERS = 3;
const UPLOADERS = 2;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Running {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly exited: Promise<number | null>;
  /** What the server wrote to stderr (errors only, at LOG_LEVEL=error). */
  readonly errors: () => string;
}

type ExtraEnvironment = Readonly<Record<string, string>>;

function serverEnvironment(
  dataDir: string,
  databaseUrl: string | null,
  extra: ExtraEnvironment = {},
) {
  return {
    ...extra,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SERVE_SPA: 'false',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT: 'off',
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'error',
  };
}

async function startServerProcess(
  dataDir: string,
  databaseUrl: string | null,
  extra: ExtraEnvironment = {},
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtServerEntry('main')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...serverEnvironment(dataDir, databaseUrl, extra),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const errors = () => stderr;
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const health = await request(`${baseUrl}/healthz`, { method: 'GET' });
      if (health.status === 200) return { child, baseUrl, exited, errors };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start');
}

/** The server went away under a request (killed): the request may or may not have landed. */
class ConnectionLost extends Error {}

/**
 * One HTTP request on a connection of its own, closed after the answer: the server is killed,
 * so a kept connection would only fail the next request (a graceful stop with keep-alive
 * connections is tested in graceful-shutdown.test.ts).
 */
function request(
  url: string,
  options: { method: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: options.method, headers: options.headers ?? {}, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new ConnectionLost(String(error))));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', (error) => reject(new ConnectionLost(String(error))));
    outgoing.end(options.body);
  });
}

interface Credentials {
  readonly userId: string;
  readonly accessToken: string;
}

interface Answer<T> {
  readonly status: number;
  readonly body: { code: number; message: string | null; data: T };
}

async function callJson<T>(
  url: string,
  method: string,
  body?: unknown,
  as?: Credentials,
): Promise<Answer<T>> {
  const response = await request(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(as ? { authorization: `Bearer ${as.accessToken}`, 'x-user-id': as.userId } : {}),
    },
    ...(body === undefined ? {} : { body: Buffer.from(JSON.stringify(body)) }),
  });
  return {
    status: response.status,
    body: JSON.parse(response.bytes.toString('utf8')) as Answer<T>['body'],
  };
}

function codeSentTo(outbox: string, email: string): string | null {
  const mail = readOutbox(outbox)
    .filter((candidate) => candidate.to.includes(email))
    .at(-1);
  return mail?.text.match(/인증번호는 (\d{6})/u)?.[1] ?? null;
}

/** Signs a member up through the API; answers whether the server acknowledged it. */
async function signUp(baseUrl: string, outbox: string, userId: string): Promise<boolean> {
  const body = aSignUpBody({ userId, email: `${userId}@example.com` });
  const sent = await callJson(`${baseUrl}/api/user/auth/sendAuthMail`, 'POST', {
    email: body.email,
    purpose: 'signUp',
  });
  const code = sent.status === 200 ? codeSentTo(outbox, body.email) : null;
  if (!code) return false;
  const created = await callJson(`${baseUrl}/api/user/auth/siginup`, 'POST', {
    ...body,
    emailAuthCode: code,
  });
  return created.status === 200 && created.body.code === 0;
}

interface Upload {
  readonly owner: Credentials;
  readonly atchFileMstId: string;
  readonly atchFileId: string;
  readonly bytes: Buffer;
}

/** A file (a PDF) or a profile image (a PNG) of unique contents; answers the acknowledged upload. */
async function uploadOne(
  baseUrl: string,
  owner: Credentials,
  kind: 'file' | 'profileImage',
): Promise<Upload> {
  const noise = randomBytes(1024 + Math.floor(Math.random() * 64 * 1024));
  const bytes =
    kind === 'file'
      ? Buffer.concat([Buffer.from('%PDF-1.7\n'), noise])
      : Buffer.concat([PNG, noise]);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: kind === 'file' ? 'application/pdf' : 'image/png' }),
    kind === 'file' ? '회의록.pdf' : '사진.png',
  );
  // The multipart body as the platform writes it, sent on a connection of its own.
  const multipart = new Request(baseUrl, { method: 'POST', body: form });
  const response = await request(
    `${baseUrl}/api/user/file${kind === 'file' ? '' : '/profileImage'}`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.accessToken}`,
        'x-user-id': owner.userId,
        'content-type': multipart.headers.get('content-type') ?? '',
      },
      body: Buffer.from(await multipart.arrayBuffer()),
    },
  );
  const envelope = JSON.parse(response.bytes.toString('utf8')) as Answer<{
    atchFileMstId: string;
    atchFileId: string;
  }>['body'];
  if (response.status !== 200 || envelope.code !== 0) {
    throw new Error(`upload refused: ${response.status} ${JSON.stringify(envelope)}`);
  }
  return { owner, ...envelope.data, bytes };
}

async function download(baseUrl: string, owner: Credentials, ids: Omit<Upload, 'owner' | 'bytes'>) {
  return request(`${baseUrl}/api/user/file/downloadFile`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${owner.accessToken}`,
      'x-user-id': owner.userId,
    },
    body: Buffer.from(
      JSON.stringify({ atchFileMstId: ids.atchFileMstId, atchFileId: ids.atchFileId }),
    ),
  });
}

/** A member whose profile one client keeps updating; values are `r<round>-<n>`. */
interface ProfileWriter {
  readonly member: Credentials;
  readonly body: MemberProfileUpdateBody;
  /** The last update the server acknowledged (or found after a restart). */
  acknowledged: string | null;
  /** The update sent when the server was killed, not answered: it may or may not have landed. */
  inFlight: string | null;
}

const companyOf = (value: string) => `한빛전자 ${value}`;
const jobTitleOf = (value: string) => `과장 ${value}`;

describe.each(dialects())('durability under kill -9 (%s)', (dialect: Dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(`keeps every acknowledged write through ${ROUNDS[dialect]} crashes, and the database stays sound`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-durability-'));
    const databaseUrl = dialect === 'postgres' ? await createDatabase(cleanups) : null;
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const outbox = path.join(dataDir, 'outbox');

    let server = await startServerProcess(dataDir, databaseUrl);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });

    // Approved, signed-in members: some update their profiles, others upload.
    const names = [
      ...Array.from({ length: PROFILE_WRITERS }, (_, index) => `writer${index}x`),
      ...Array.from({ length: UPLOADERS }, (_, index) => `uploader${index}x`),
    ];
    for (const userId of names) expect(await signUp(server.baseUrl, outbox, userId)).toBe(true);
    await approveAll(dataDir, databaseUrl, names);
    const signedIn: Credentials[] = [];
    for (const userId of names) {
      const answer = await callJson<{ accessToken: string }>(
        `${server.baseUrl}/api/user/auth/signIn`,
        'POST',
        { userId, password: aSignUpBody().password },
      );
      signedIn.push({ userId, accessToken: answer.body.data.accessToken });
    }
    const writers: ProfileWriter[] = [];
    for (const member of signedIn.slice(0, PROFILE_WRITERS)) {
      const mine = await callJson<MemberProfileData>(
        `${server.baseUrl}/api/user/my`,
        'GET',
        undefined,
        member,
      );
      writers.push({
        member,
        body: anUpdateOf(mine.body.data),
        acknowledged: null,
        inFlight: null,
      });
    }
    const uploaders = signedIn.slice(PROFILE_WRITERS);
    const acknowledgedMembers: string[] = [...names];
    const acknowledgedVisits: string[] = [];
    const acknowledgedUploads: Upload[] = [];

    for (let round = 0; round < ROUNDS[dialect]; round += 1) {
      const { baseUrl } = server;
      let stop = false;
      const counts = { signUps: 0, visits: 0, updates: 0, uploads: 0 };

      const signUps = Array.from({ length: 3 }, async (_, worker) => {
        for (let n = 0; !stop; n += 1) {
          const userId = `durable${round}x${worker}x${n}`;
          try {
            if (await signUp(baseUrl, outbox, userId)) {
              acknowledgedMembers.push(userId);
              counts.signUps += 1;
            }
          } catch {
            return; // the server is gone
          }
        }
      });
      const visits = Array.from({ length: 3 }, async (_, worker) => {
        for (let n = 0; !stop; n += 1) {
          const menuPath = `/durability/${round}/${worker}/${n}`;
          try {
            const logged = await callJson(`${baseUrl}/api/user/log/accessMenu`, 'PUT', {
              menuPath,
              accessDt: '2026-11-22 10:00:00',
            });
            if (logged.status === 200) {
              acknowledgedVisits.push(menuPath);
              counts.visits += 1;
            }
          } catch {
            return;
          }
        }
      });
      const updates = writers.map(async (writer) => {
        for (let n = 0; !stop; n += 1) {
          const value = `r${round}-${n}`;
          writer.inFlight = value;
          try {
            const answer = await callJson(
              `${baseUrl}/api/user/my`,
              'PUT',
              { ...writer.body, company: companyOf(value), jobTitle: jobTitleOf(value) },
              writer.member,
            );
            expect({ status: answer.status, code: answer.body.code }).toEqual({
              status: 200,
              code: 0,
            });
            writer.acknowledged = value;
            writer.inFlight = null;
            counts.updates += 1;
          } catch (error) {
            // Killed mid-request: the update stays in flight. Anything else (a refusal) is a
            // failure of the test.
            if (!(error instanceof ConnectionLost)) throw error;
            return;
          }
        }
      });
      const uploads = uploaders.map(async (owner) => {
        for (let n = 0; !stop; n += 1) {
          try {
            const kind = n % 2 === 0 ? 'file' : 'profileImage';
            acknowledgedUploads.push(await uploadOne(baseUrl, owner, kind));
            counts.uploads += 1;
          } catch (error) {
            if (!(error instanceof ConnectionLost)) throw error;
            return;
          }
        }
      });

      // Killed in the middle of the burst, once every kind of write has been acknowledged.
      const burstEnds = Date.now() + MAX_BURST_MS;
      await new Promise((resolve) => setTimeout(resolve, BURST_MS));
      while (Object.values(counts).some((count) => count === 0) && Date.now() < burstEnds) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      server.child.kill('SIGKILL');
      stop = true;
      await Promise.all([...signUps, ...visits, ...updates, ...uploads, server.exited]);
      for (const [kind, count] of Object.entries(counts)) {
        expect(count, `acknowledged ${kind} in round ${round}`).toBeGreaterThan(0);
      }

      server = await startServerProcess(dataDir, databaseUrl);
      await expectSoundDatabase(dialect, dataDir, databaseUrl, {
        members: acknowledgedMembers,
        visits: acknowledgedVisits,
      });

      // The sign-ins from before the crash still work, and each profile is whole.
      for (const writer of writers) {
        const mine = await callJson<MemberProfileData>(
          `${server.baseUrl}/api/user/my`,
          'GET',
          undefined,
          writer.member,
        );
        expect(mine.status).toBe(200);
        const allowed = [writer.acknowledged, writer.inFlight]
          .filter((value) => value !== null)
          .map((value) => ({ company: companyOf(value), jobTitle: jobTitleOf(value) }));
        expect(allowed).toContainEqual({
          company: mine.body.data.company,
          jobTitle: mine.body.data.jobTitle,
        });
        writer.acknowledged = mine.body.data.company?.replace(companyOf(''), '') ?? null;
        writer.inFlight = null;
      }

      for (const upload of acknowledgedUploads) {
        const downloaded = await download(server.baseUrl, upload.owner, upload);
        expect(downloaded.status, `${upload.atchFileId} of ${upload.owner.userId}`).toBe(200);
        expect(downloaded.bytes.equals(upload.bytes), `bytes of ${upload.atchFileId}`).toBe(true);
      }
      // Rows that committed although their answer was lost must have their bytes too.
      for (const stored of await storedFilesOf(dataDir, databaseUrl, uploaders)) {
        const owner = uploaders.find((candidate) => candidate.userId === stored.owner_id);
        if (!owner) continue;
        const downloaded = await download(server.baseUrl, owner, {
          atchFileMstId: stored.atch_file_mst_id,
          atchFileId: stored.atch_file_id,
        });
        expect(downloaded.status, `stored file ${stored.atch_file_id}`).toBe(200);
        expect(downloaded.bytes.length).toBe(stored.size);
      }
    }

    // A normal stop is graceful: SIGTERM closes the server and it exits with 0.
    server.child.kill('SIGTERM');
    expect(await server.exited, server.errors()).toBe(0);
  }, 150_000);

  it('keeps the messages written while the relay is down through a kill -9, and delivers each once when it is back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-outbox-'));
    const databaseUrl = dialect === 'postgres' ? await createDatabase(cleanups) : null;
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const relayPort = await freePort();
    const relay = { SMTP_URL: `smtp://127.0.0.1:${relayPort}?ignoreTLS=true` };

    let server = await startServerProcess(dataDir, databaseUrl, relay);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    // A sign-up through the relay that is down: the code is answered (and read from the outbox,
    // where it waits), the account made, then approved.
    const body = aSignUpBody({ userId: 'relaydown1', email: 'relaydown1@example.com' });
    const sent = await callJson(`${server.baseUrl}/api/user/auth/sendAuthMail`, 'POST', {
      email: body.email,
      purpose: 'signUp',
    });
    expect(sent.status).toBe(200);
    const [codeMail] = await pendingMailsTo(dataDir, databaseUrl, body.email);
    const code = /\d{6}/u.exec(codeMail ?? '')?.[0] ?? '';
    const created = await callJson(`${server.baseUrl}/api/user/auth/siginup`, 'POST', {
      ...body,
      emailAuthCode: code,
    });
    expect(created.body.code).toBe(0);
    await approveAll(dataDir, databaseUrl, [body.userId], relay);
    expect(await pendingMailsTo(dataDir, databaseUrl, body.email)).toHaveLength(2);

    server.child.kill('SIGKILL');
    await server.exited;
    const sink = await startSmtpSink(relayPort);
    cleanups.push(() => sink.close());
    server = await startServerProcess(dataDir, databaseUrl, relay);
    // At start the server tries every pending message at once.
    for (let waited = 0; sink.received().length < 2 && waited < 20_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const received = sink.received();
    expect(received.map((mail) => mail.to)).toEqual([body.email, body.email]);
    const subjects = received.map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes('회원가입 인증번호 안내'))).toHaveLength(
      1,
    );
    expect(
      subjects.filter((subject) => subject.includes('회원가입이 승인되었습니다')),
    ).toHaveLength(1);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(2);
    expect(await pendingMailsTo(dataDir, databaseUrl, body.email)).toEqual([]);
  });
});

/** Approves accounts through the use case, as an administrator would, on the server's data. */
async function approveAll(
  dataDir: string,
  databaseUrl: string | null,
  userIds: readonly string[],
  extra: ExtraEnvironment = {},
) {
  const config = readServerConfig(serverEnvironment(dataDir, databaseUrl, extra), projectRoot);
  const runtime = await createRuntime(config, { logger: pino({ level: 'silent' }) });
  try {
    for (const userId of userIds)
      await runtime.services.administration.approveMember('test', userId);
  } finally {
    await runtime.close();
  }
}

async function storedFilesOf(
  dataDir: string,
  databaseUrl: string | null,
  owners: readonly Credentials[],
) {
  const database = openDatabase({
    databaseUrl,
    sqliteFile: path.join(dataDir, 'alumni.sqlite'),
    features: FEATURES,
  });
  try {
    return await database.db
      .selectFrom('attached_files')
      .select(['atch_file_id', 'atch_file_mst_id', 'owner_id', 'size'])
      .where(
        'owner_id',
        'in',
        owners.map((owner) => owner.userId),
      )
      .execute();
  } finally {
    await database.close();
  }
}

async function expectSoundDatabase(
  dialect: Dialect,
  dataDir: string,
  databaseUrl: string | null,
  acknowledged: {
    readonly members: readonly string[];
    readonly visits: readonly string[];
  },
): Promise<void> {
  const database = openDatabase({
    databaseUrl,
    sqliteFile: path.join(dataDir, 'alumni.sqlite'),
    features: FEATURES,
  });
  try {
    if (dialect === 'sqlite') {
      const integrity = await sql<{
        integrity_check: string;
      }>`PRAGMA integrity_check`.execute(database.db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
      const foreignKeys = await sql`PRAGMA foreign_key_check`.execute(database.db);
      expect(foreignKeys.rows).toEqual([]);
    }
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
    expect(acknowledged.members.filter((userId) => !storedMembers.has(userId))).toEqual([]);
    expect(acknowledged.visits.filter((menuPath) => !storedVisits.has(menuPath))).toEqual([]);
  } finally {
    await database.close();
  }
}

/** The bodies of the messages still waiting in the outbox for the address (read from the table). */
async function pendingMailsTo(
  dataDir: string,
  databaseUrl: string | null,
  email: string,
): Promise<string[]> {
  const database = openDatabase({
    databaseUrl,
    sqliteFile: path.join(dataDir, 'alumni.sqlite'),
    features: FEATURES,
  });
  try {
    const rows = await database.db
      .selectFrom('outbox_messages')
      .select('mail')
      .where('recipient', '=', email)
      .where('state', '=', 'pending')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => (JSON.parse(row.mail) as { text: string }).text);
  } finally {
    await database.close();
  }
}

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
