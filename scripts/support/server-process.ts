import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-port';

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Resolves when it answers `/healthz`; rejects if it exits first or takes too long. */
  readonly ready: Promise<void>;
}

/**
 * The real server as its own process, from the sources as `npm start` ran it before its build
 * (`node --import tsx server/main.ts` in `cwd`), on a free loopback port and a `DATA_DIR` of the
 * caller's. `env` adds to or overrides the defaults
 * (no PostgreSQL); its request log is dropped, its errors shown. Returned at once, so that the
 * caller can arrange its stop before waiting for `ready`.
 */
export async function startServerProcess(options: {
  readonly cwd: string;
  readonly dataDir: string;
  readonly env?: Readonly<Record<string, string>>;
  /** How long it may take to answer (a fresh copy builds its SPA first). */
  readonly timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.cwd,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = waitUntilUp(`${baseUrl}/healthz`, child, options.timeoutMs ?? 60_000);
  return { child, baseUrl, ready };
}

/** Asks `url` every 100 ms until it answers 200; fails if the process exits or time runs out. */
export async function waitUntilUp(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
