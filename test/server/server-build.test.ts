import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build/server-build.mjs';
import { DEMO_MEMBER, DEMO_PENDING_MEMBER } from '../../src/domain/shared/demo/demo-people';
import { freePort } from '../../scripts/support/free-port';

/**
 * What `npm start` and `npm run admin` run is the bundle (scripts/build/server-build.mjs), not
 * the sources the other server tests start with tsx: the bundle is built here and started as a
 * process of its own, and checked where bundling could break it: the packages left out found in
 * node_modules (SQLite, Swagger UI's files), the hashing threads' worker, the seeding chunk
 * loaded on demand, and the admin command.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runFile = promisify(execFile);

describe('the built server', () => {
  let outDir = '';
  let dataDir = '';
  let child: ChildProcess | null = null;
  let baseUrl = '';
  const environment = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    SERVE_SPA: 'false',
    SEED_DEMO_DATA: 'true',
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'error',
  });

  beforeAll(async () => {
    // Inside the project, so that the packages left out of the bundle are found.
    fs.mkdirSync(path.join(projectRoot, 'test-results'), { recursive: true });
    outDir = fs.mkdtempSync(path.join(projectRoot, 'test-results', 'server-build-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-built-'));
    await buildServer(projectRoot, outDir);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      env: { ...environment(), PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/healthz`)).ok) break;
      } catch {
        if (attempt > 300) throw new Error('the built server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo data on its first start, and its demo member signs in', async () => {
    const accounts = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
    const password = new RegExp(`^${DEMO_MEMBER.userId}\\t(\\S+)\\t`, 'mu').exec(accounts)?.[1];
    expect(password).toBeDefined();
    const response = await fetch(`${baseUrl}/api/user/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: DEMO_MEMBER.userId, password }),
    });
    const body = (await response.json()) as { code: number; data: { accessToken?: string } };
    expect(body.code).toBe(0);
    expect(body.data.accessToken).toEqual(expect.any(String));
  });

  it('serves the API document and Swagger UI', async () => {
    const document = await fetch(`${baseUrl}/api/docs/json`);
    const committed = JSON.parse(
      fs.readFileSync(path.join(projectRoot, 'docs', 'api', 'openapi.json'), 'utf8'),
    ) as unknown;
    expect(await document.json()).toEqual(committed);
    const page = await fetch(`${baseUrl}/api/docs/static/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
  });

  it('runs the admin command on the same data', async () => {
    const { stdout } = await runFile(
      process.execPath,
      [path.join(outDir, 'cli', 'admin.js'), 'list-pending'],
      { env: environment() },
    );
    expect(stdout).toMatch(new RegExp(`^${DEMO_PENDING_MEMBER.userId}\t`, 'mu'));
  });

  it('stops gracefully on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
