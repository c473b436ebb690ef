import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('serving the built SPA (history fallback)', () => {
  let server: TestServer;

  beforeEach(async () => {
    const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-spa-dist-'));
    fs.mkdirSync(path.join(spaDir, 'assets'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>총동문회</title>');
    fs.writeFileSync(path.join(spaDir, 'assets', 'index-abc123.js'), 'console.log(1)');
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

  it('answers a missing asset and an unknown API path with the JSON 404, not the page', async () => {
    for (const target of ['/assets/missing.js', '/favicon.ico', '/api/user/nothing']) {
      const answer = await get(target, 'text/html');
      expect(answer.status, target).toBe(404);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 4040, data: null });
    }
  });
});
