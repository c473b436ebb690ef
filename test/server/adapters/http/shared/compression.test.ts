import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  COMPRESSION_THRESHOLD_BYTES,
} from '../../../../../server/adapters/http/shared/compression';
import type { TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { builtSpaDir } from '../../../support/built-spa';

/** The raw answer, undecoded (fetch would decode it and hide the encoding's bytes). */
function rawGet(
  server: TestServer,
  pathname: string,
  acceptEncoding: string,
  accept = 'application/json',
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.get(
        new URL(pathname, server.baseUrl),
        { headers: { 'accept-encoding': acceptEncoding, accept } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
    },
  );
}

describe('compressed API answers', () => {
  const server = useTestServer('sqlite');

  it('compresses an answer above the threshold with Brotli, else gzip, varying by encoding', async () => {
    const plain = await rawGet(server, '/api/docs/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const brotli = await rawGet(server, '/api/docs/json', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/iu);
    expect(zlib.brotliDecompressSync(brotli.body)).toEqual(plain.body);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await rawGet(server, '/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body)).toEqual(plain.body);
  });

  it('sends small answers as they are', async () => {
    const ping = await rawGet(server, '/api/user/auth/ping', 'br, gzip');
    expect(ping.status).toBe(200);
    expect(ping.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(ping.body.toString('utf8'))).toEqual({ code: 0, message: null, data: false });
  });
});

describe('compressed pages', () => {
  const page = `<!doctype html><title>총동문회</title><div id="root">${'<p>공지사항</p>'.repeat(200)}</div>`;
  const server = useTestServer('sqlite', {
    env: () => ({ SERVE_SPA: 'true', SPA_DIR: builtSpaDir({ 'index.html': page }) }),
  });

  it('sends a page (answered outside any route) compressed too, with its ETag and 304', async () => {
    const plain = await rawGet(server, '/association/greeting', 'identity', 'text/html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await rawGet(server, '/association/greeting', 'gzip, br', 'text/html');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/iu);
    expect(zlib.brotliDecompressSync(brotli.body)).toEqual(plain.body);
    expect(plain.body.toString('utf8')).toContain('<p>공지사항</p>');
    const gzip = await rawGet(server, '/association/greeting', 'gzip;q=1, br;q=0', 'text/html');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body)).toEqual(plain.body);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=0', null],
  ] as const)('reads Accept-Encoding %s as %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
