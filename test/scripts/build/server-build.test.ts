import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildServer,
  ensureServerBuilt,
  isServerBuildStale,
} from '../../../scripts/build/server-build.mjs';

/** A project with the server's two entries and a module of the domain they import. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-server-build-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('src/domain/greeting.ts', "export const greeting: string = 'hello';\n");
  write(
    'server/main.ts',
    "import { greeting } from '../src/domain/greeting';\nconsole.info(greeting);\n",
  );
  write(
    'server/cli/admin.ts',
    "import { greeting } from '../../src/domain/greeting';\nconsole.info(greeting.length);\n",
  );
  write('package.json', '{ "type": "module" }\n');
  return root;
}

/** Moves a file's modification time to a minute from now: it changed after the build. */
function touchLater(file: string): void {
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(file, later, later);
}

describe('server build freshness (npm start builds only when needed)', () => {
  it('is stale when there is no build, and fresh right after building', async () => {
    const root = project();
    expect(isServerBuildStale(root)).toBe(true);
    await buildServer(root);
    expect(isServerBuildStale(root)).toBe(false);
    for (const file of ['main.js', 'main.js.map', 'cli/admin.js', 'build.json']) {
      expect(fs.existsSync(path.join(root, 'dist-server', file)), file).toBe(true);
    }
  });

  it('is stale when a source the build read changed, however deep', async () => {
    const root = project();
    await buildServer(root);
    touchLater(path.join(root, 'src/domain/greeting.ts'));
    expect(isServerBuildStale(root)).toBe(true);
  });

  it('is stale when a source the build read is gone, or an output', async () => {
    const root = project();
    await buildServer(root);
    fs.rmSync(path.join(root, 'dist-server', 'cli', 'admin.js'));
    expect(isServerBuildStale(root)).toBe(true);

    await buildServer(root);
    fs.rmSync(path.join(root, 'src/domain/greeting.ts'));
    expect(isServerBuildStale(root)).toBe(true);
  });

  it('is stale when the packages changed (package.json, an install)', async () => {
    const root = project();
    await buildServer(root);
    touchLater(path.join(root, 'package.json'));
    expect(isServerBuildStale(root)).toBe(true);

    await buildServer(root);
    fs.mkdirSync(path.join(root, 'node_modules'));
    fs.writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{}');
    touchLater(path.join(root, 'node_modules', '.package-lock.json'));
    expect(isServerBuildStale(root)).toBe(true);
  });

  it('does not see files the server does not import', async () => {
    const root = project();
    await buildServer(root);
    fs.mkdirSync(path.join(root, 'src/ui'));
    fs.writeFileSync(path.join(root, 'src/ui/page.tsx'), 'export {}');
    touchLater(path.join(root, 'src/ui/page.tsx'));
    expect(isServerBuildStale(root)).toBe(false);
  });

  it('builds when stale and not when fresh', async () => {
    const root = project();
    const said: string[] = [];
    const log = (message: string) => said.push(message);
    expect(await ensureServerBuilt(root, log)).toBe(true);
    const builtAt = fs.statSync(path.join(root, 'dist-server', 'main.js')).mtimeMs;

    expect(await ensureServerBuilt(root, log)).toBe(false);
    expect(fs.statSync(path.join(root, 'dist-server', 'main.js')).mtimeMs).toBe(builtAt);
    expect(said).toHaveLength(1);

    touchLater(path.join(root, 'server/main.ts'));
    expect(await ensureServerBuilt(root, log)).toBe(true);
    expect(said).toHaveLength(2);
  });

  it('keeps the last build when a build fails', async () => {
    const root = project();
    await buildServer(root);
    fs.writeFileSync(
      path.join(root, 'server/main.ts'),
      "import { nothing } from './missing';\nconsole.info(nothing);\n",
    );
    await expect(buildServer(root)).rejects.toThrow(/missing/u);
    expect(fs.existsSync(path.join(root, 'dist-server', 'main.js'))).toBe(true);
    expect(fs.readdirSync(root).filter((name) => name.startsWith('dist-server'))).toEqual([
      'dist-server',
    ]);
  });
});
