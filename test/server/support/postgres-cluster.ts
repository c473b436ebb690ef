import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Vitest global setup for the server tests: a real PostgreSQL for the run.
 *
 * - TEST_DATABASE_URL set: that server is used (each test creates and drops its own database).
 * - Otherwise a private cluster is created with Debian's PostgreSQL binaries in a temporary
 *   directory, on a free loopback port, and removed afterwards (run as the `postgres` user when
 *   the tests run as root, since PostgreSQL refuses to run as root).
 * - SKIP_POSTGRES=1 runs the SQLite half only, on purpose. Without it, missing binaries fail the
 *   run with instructions: a suite that quietly skips half its tests would prove nothing.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  if (process.env.SKIP_POSTGRES === '1') {
    project.provide('postgresAdminUrl', null);
    return undefined;
  }
  const binaries = postgresBinaries();
  if (!binaries) {
    throw new Error(
      'The server tests need PostgreSQL: install it (apt-get install postgresql) or set TEST_DATABASE_URL. ' +
        'SKIP_POSTGRES=1 runs the SQLite tests only.',
    );
  }

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-pg-'));
  const dataDir = path.join(root, 'data');
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const run = (binary: string, args: string[]) =>
    execFileSync(
      asPostgres ? 'runuser' : binary,
      asPostgres ? ['-u', 'postgres', '--', binary, ...args] : args,
      {
        stdio: 'pipe',
      },
    );

  const port = await freePort();
  run(path.join(binaries, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  run(path.join(binaries, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'postgres.log'),
    '-w',
    '-t',
    '60',
    'start',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
  ]);
  project.provide('postgresAdminUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run(path.join(binaries, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
}

/** The newest PostgreSQL version's binaries in Debian's layout, or null. */
function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
