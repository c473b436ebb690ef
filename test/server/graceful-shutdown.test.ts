import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/support/free-port';
import { builtServerEntry } from '../support/built-server';

/**
 * A graceful stop (SIGTERM, as a deploy sends it) while a request is being answered on a
 * keep-alive connection: the request gets its answer, and the server then leaves at once with
 * 0. Before, the connection went idle after its answer and stayed open for Fastify's keep-alive
 * timeout, longer than the 10-second grace: the server was killed by its own timer with 1.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('graceful shutdown', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('answers the request in flight, closes its keep-alive connection and exits with 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-shutdown-'));
    const port = await freePort();
    const child = spawn(process.execPath, [builtServerEntry('main')], {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_SPA: 'false',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT: 'off',
        // A sign-in that takes a while, so that the stop arrives while it is answered.
        PASSWORD_HASH_COST: '16',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => {
      child.kill('SIGKILL');
      agent.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const call = (method: string, pathname: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: pathname,
            agent,
            headers: body ? { 'content-type': 'application/json' } : {},
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await call('GET', '/healthz')) === 200) break;
      } catch {
        if (attempt > 300) throw new Error('The server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The connection of the health checks carries the sign-in; the stop comes while it hashes.
    const signIn = call(
      'POST',
      '/api/user/auth/signIn',
      JSON.stringify({ userId: 'nobody', password: 'Wrong!pass2026' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    expect(await signIn).toBe(401);
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
  });
});
