import path from 'node:path';
import { ensureServerBuilt, SERVER_BUILD_DIR } from '../../scripts/build/server-build.mjs';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The server as `npm start` and `npm run admin` run it, for the tests that start it as a process
 * of its own (kill -9, graceful stop, the admin command, the browser suite's office): the bundle
 * starts in a fraction of a second where tsx compiles the server's sources for seconds at every
 * start. Built once per run by the global set-up (`server-build-setup.ts`).
 */
export function builtServerEntry(entry: 'main' | 'admin'): string {
  return path.join(PROJECT_ROOT, SERVER_BUILD_DIR, entry === 'main' ? 'main.js' : 'cli/admin.js');
}

declare global {
  // One build per Vitest process, whichever projects' set-ups ask for it (they may run at once).
  var alumniServerBuild: Promise<unknown> | undefined;
}

/** Builds the server when it is missing or older than its sources (as `npm start` does). */
export function buildServerOnce(): Promise<unknown> {
  globalThis.alumniServerBuild ??= ensureServerBuilt(PROJECT_ROOT, () => undefined);
  return globalThis.alumniServerBuild;
}
