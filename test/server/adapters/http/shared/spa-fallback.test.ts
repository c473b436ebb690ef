import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressBeside } from '../../../../../scripts/build/precompress';
import { startTestServer, type TestServer } from '../../../support/test-server';

const APP_SCRIPT = `export const 인사말 = ${JSON.stringify('총동문회에 오신 것을 환영합니다. '.repeat(200))};\n`;

describe('serving the built SPA (history fallback)', () => {
  let server: TestServer;

  beforeEach(async () => {
    const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-spa-dist-'));
    fs.mkdirSync(path.join(spaDir, 'assets'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>총동문회</title>');
    fs.writeFileSync(path.join(spaDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    // As the build leaves a larger script: the Brotli and gzip copies beside it.
    fs.writeFileSync(path.join(spaDir, 'assets', 'app-def456.js'), APP_SCRIPT);
    compressBeside(path.join(spaDir, 'assets', 'app-def456.js'));
    server = await startTestServer('sqlite', { SERVE_SPA: 'true', SPA_DIR: spaDir });
  });

  afterEach(async () => {
    await server.close();
  });

  async function get(target: string, accept?: string) {
    const response = await server.fetch(target, accept ? { headers: { accept } } : {});
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  it.each([
    ['/', 'text/html,application/xhtml+xml'],
    ['/privacy', 'text/html'],
    ['/association/greeting?x=1', 'text/html'],
    ['/', '*/*'],
  ])('answers the page %s (Accept: %s) with index.html, never cached', async (target, accept) => {
    const page = await get(target, accept);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>총동문회</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets cached for a year', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])(
    'sends the copy compressed at build when the browser accepts it (%s → %s), varying by encoding',
    async (acceptEncoding, encoding) => {
      const response = await server.fetch('/assets/app-def456.js', {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/iu);
      expect(response.headers.get('content-type')).toMatch(/javascript/u);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decodes it: the same script arrives.
      expect(await response.text()).toBe(APP_SCRIPT);
    },
  );

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await server.fetch('/assets/app-def456.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(APP_SCRIPT);
  });

  it('lets the browser revalidate index.html: the same page answers 304 to its ETag', async () => {
    const first = await server.fetch('/', { headers: { accept: 'text/html' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBeTruthy();
    // Not fetch: it adds "Cache-Control: no-cache" to a conditional request, as browsers do
    // only on a forced reload.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(
          new URL('/', server.baseUrl),
          { headers: { accept: 'text/html', 'if-none-match': etag } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('answers a missing asset and an unknown API path with the JSON 404, not the page', async () => {
    for (const target of ['/assets/missing.js', '/favicon.ico', '/api/user/nothing']) {
      const answer = await get(target, 'text/html');
      expect(answer.status, target).toBe(404);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 4040, data: null });
    }
  });
});

describe('serving the pages the build pre-rendered (issue 10)', () => {
  let server: TestServer;

  beforeEach(async () => {
    const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-spa-pages-'));
    fs.mkdirSync(path.join(spaDir, 'pages'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>셸</title>');
    fs.writeFileSync(path.join(spaDir, 'pages', 'home.html'), '<!doctype html><title>홈</title>');
    fs.writeFileSync(
      path.join(spaDir, 'pages', 'privacy.html'),
      '<!doctype html><title>개인정보처리방침</title>',
    );
    fs.writeFileSync(
      path.join(spaDir, 'pages', 'routes.json'),
      JSON.stringify({
        '/': 'pages/home.html',
        '/privacy': 'pages/privacy.html',
        // Never served: a map entry outside pages/ is ignored.
        '/secret': '../package.json',
      }),
    );
    server = await startTestServer('sqlite', { SERVE_SPA: 'true', SPA_DIR: spaDir });
  });

  afterEach(async () => {
    await server.close();
  });

  it.each([
    ['/', '<title>홈</title>'],
    ['/?from=mail', '<title>홈</title>'],
    ['/privacy', '<title>개인정보처리방침</title>'],
    ['/privacy/', '<title>개인정보처리방침</title>'],
    ['/me', '<title>셸</title>'],
    ['/no/such/page', '<title>셸</title>'],
    ['/secret', '<title>셸</title>'],
  ])('answers %s with its pre-rendered page, or the shell', async (target, title) => {
    const response = await server.fetch(target, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(title);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
