import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The SPA built for the browser tests. */
    spaDir: string;
  }
}

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Builds the SPA once for the browser suite exactly as `npm run build` does (a production
 * build, in its own process: inside Vitest, NODE_ENV=test would give React's development
 * build), into test-results/ so that the developer's own dist/ is left alone. The one
 * difference: VITE_POSTAL=offline, the built-in addresses instead of Kakao's service.
 */
export default function setup(project: TestProject) {
  const outDir = path.join(projectRoot, 'test-results', 'e2e-dist');
  fs.rmSync(outDir, { recursive: true, force: true });
  execFileSync(
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
  project.provide('spaDir', outDir);
}
