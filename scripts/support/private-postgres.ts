import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * A throwaway PostgreSQL cluster for the server tests and the benchmark: created with Debian's
 * binaries in a temporary directory, on a free loopback port, without durability (fsync off),
 * and removed by `stop()`. Runs as the `postgres` user when we are root, since PostgreSQL
 * refuses to run as root.
 */
export interface PrivatePostgres {
  /** The major version, e.g. "15". */
  readonly version: string;
  /** The address of a database of the cluster, as the `postgres` superuser. */
  url(database: string): string;
  stop(): void;
}

/** The newest PostgreSQL version's binaries in Debian's layout, or null. */
export function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export async function startPrivatePostgres(
  binaries: string,
  options: { readonly prefix: string; readonly settings?: readonly string[] },
): Promise<PrivatePostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), options.prefix));
  const dataDir = path.join(root, 'data');
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const run = (binary: string, args: string[]) =>
    execFileSync(
      asPostgres ? 'runuser' : path.join(binaries, binary),
      asPostgres ? ['-u', 'postgres', '--', path.join(binaries, binary), ...args] : args,
      { stdio: 'pipe' },
    );
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off', ...(options.settings ?? [])];
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'postgres.log'),
    '-w',
    '-t',
    '60',
    'start',
    '-o',
    [`-p ${port}`, `-k ${root}`, ...settings.map((setting) => `-c ${setting}`)].join(' '),
  ]);
  return {
    version: path.basename(path.dirname(binaries)),
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
