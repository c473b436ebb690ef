import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Builds the SPA once for the browser suite exactly as `npm run build` does (a production
 * build, in its own process: inside Vitest, NODE_ENV=test would give React's development
 * build), into test-results/ so that the developer's own dist/ is left alone. The one
 * difference: VITE_POSTAL=offline, the built-in addresses instead of Kakao's service. Answers the
 * folder; runs while the global set-up does its other work (global-setup.ts).
 */
export async function buildSpa(): Promise<string> {
  const outDir = path.join(projectRoot, 'test-results', 'e2e-dist');
  fs.rmSync(outDir, { recursive: true, force: true });
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: projectRoot,
        // The offline postal search: the browser tests never reach the internet.
        env: { ...process.env, NODE_ENV: 'production', VITE_POSTAL: 'offline' },
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`The SPA's build for the browser tests failed (exit ${code})`);
  return outDir;
}
