import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSpaBuildStale } from '../../server/spa-build';

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-spa-'));
  fs.mkdirSync(path.join(root, 'src', 'ui'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'ui', 'App.tsx'), 'export {}');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  return root;
}

function build(root: string, at: Date) {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html>');
  fs.utimesSync(path.join(root, 'dist', 'index.html'), at, at);
}

describe('SPA build freshness (npm start builds only when needed)', () => {
  it('is stale when there is no build', () => {
    expect(isSpaBuildStale(project())).toBe(true);
  });

  it('is fresh when the build is newer than every source', () => {
    const root = project();
    build(root, new Date(Date.now() + 60_000));
    expect(isSpaBuildStale(root)).toBe(false);
  });

  it('is stale when any source changed after the build, however deep', () => {
    const root = project();
    build(root, new Date(Date.now() - 60_000));
    expect(isSpaBuildStale(root)).toBe(true);
  });
});

describe('SPA build freshness: the build’s own steps count as sources', () => {
  it('is stale when a build step (scripts/build, e.g. the pre-rendering) changed after the build', () => {
    const root = project();
    const past = new Date(Date.now() - 120_000);
    for (const file of ['src/ui/App.tsx', 'index.html'])
      fs.utimesSync(path.join(root, file), past, past);
    fs.utimesSync(path.join(root, 'src', 'ui'), past, past);
    fs.utimesSync(path.join(root, 'src'), past, past);
    build(root, new Date(Date.now() - 60_000));
    expect(isSpaBuildStale(root)).toBe(false);
    fs.mkdirSync(path.join(root, 'scripts', 'build'), { recursive: true });
    fs.writeFileSync(path.join(root, 'scripts', 'build', 'prerender.ts'), 'export {}');
    expect(isSpaBuildStale(root)).toBe(true);
  });
});
