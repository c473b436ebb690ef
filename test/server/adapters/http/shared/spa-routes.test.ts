import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installSpaAndNotFound } from '../../../../../server/adapters/http/shared/spa';
import { builtSpaDir } from '../../../support/built-spa';

/** A build with `assets` hashed files, each with its Brotli and gzip copies, and two pages. */
function buildWithAssets(assets: number): string {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>총동문회</title>',
    'favicon.svg': '<svg/>',
    'pages/home.html': '<!doctype html><title>홈</title>',
    'pages/routes.json': JSON.stringify({ '/': 'pages/home.html' }),
    'render/server-rendering.js': 'export async function renderPublicPage() { return null; }',
  };
  for (let index = 0; index < assets; index += 1) {
    for (const copy of ['', '.br', '.gz']) files[`assets/chunk-${index}.js${copy}`] = '1';
  }
  return builtSpaDir(files);
}

describe('the routes of the built SPA (issue 30: memory at start)', () => {
  let app: FastifyInstance;
  let spaDir: string;

  afterEach(async () => {
    await app.close();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  /** The addresses of the routes the SPA's serving adds (each for GET and HEAD). */
  async function routesFor(assets: number): Promise<string[]> {
    spaDir = buildWithAssets(assets);
    app = Fastify({ logger: false });
    const urls: string[] = [];
    app.addHook('onRoute', (route) => {
      urls.push(route.url);
    });
    await installSpaAndNotFound(app, {
      spaDir,
      publicOrigin: 'https://alumni.example.kr',
      findNotice: async () => null,
      findAlbum: async () => null,
      listNotices: async () => ({ items: [], total: 0 }),
      renderPages: true,
    });
    await app.ready();
    return urls;
  }

  it('serves hundreds of hashed files and their compressed copies through one route', async () => {
    const routes = await routesFor(300);
    // Each route costs memory held for the server's life: a route per file held about 35 MiB.
    expect(routes.filter((route) => route.includes('/assets/'))).toEqual(['/assets/*']);
    // The files beside the shell a route each, their compressed copies and the renderer none.
    expect(routes).toEqual(expect.arrayContaining(['/index.html', '/favicon.svg']));
    expect(routes.filter((route) => /\.(br|gz)$|\/render\//u.test(route))).toEqual([]);
    expect(routes.length).toBeLessThan(12);
    const chunk = await app.inject({
      url: '/assets/chunk-299.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('br');
  });
});
