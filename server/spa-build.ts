import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/**
 * Files whose change means the built SPA is stale; scripts/build holds the build's own steps
 * (pre-rendering, compression, fonts), which shape its output too.
 */
const SOURCES = ['src', 'index.html', 'vite.config.ts', 'package.json', 'public', 'scripts/build'];

/** Whether dist/ is missing or older than any source of the SPA. */
export function isSpaBuildStale(projectRoot: string): boolean {
  const built = path.join(projectRoot, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(projectRoot, source)) > builtAt);
}

/**
 * Builds the SPA with Vite (`vite build`, as `npm run build`) when it is missing or stale, in a
 * process of its own: the bundler's hundreds of MiB are not left in the server's heap.
 */
export async function ensureSpaBuilt(
  projectRoot: string,
  log: (message: string) => void,
): Promise<void> {
  if (!isSpaBuildStale(projectRoot)) return;
  log('화면(SPA)을 빌드하는 중입니다…');
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`The SPA's build failed (vite build exited with ${code})`);
}

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) =>
        Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      stat.mtimeMs,
    );
}
