import fs from 'node:fs';
import path from 'node:path';

/** Files whose change means the built SPA is stale. */
const SOURCES = ['src', 'index.html', 'vite.config.ts', 'package.json', 'public'];

/** Whether dist/ is missing or older than any source of the SPA. */
export function isSpaBuildStale(projectRoot: string): boolean {
  const built = path.join(projectRoot, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(projectRoot, source)) > builtAt);
}

/** Builds the SPA with Vite when it is missing or stale. */
export async function ensureSpaBuilt(
  projectRoot: string,
  log: (message: string) => void,
): Promise<void> {
  if (!isSpaBuildStale(projectRoot)) return;
  log('화면(SPA)을 빌드하는 중입니다…');
  const { build } = await import('vite');
  await build({ root: projectRoot, logLevel: 'warn' });
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
