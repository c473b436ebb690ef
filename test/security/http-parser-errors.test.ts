import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../src/contract/shared/error-codes';
import { HANGUL } from '../server/support/auth-helpers';
import { sqliteOnly, type TestServer } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';
import { sendRaw } from './support/raw-http';

/**
 * Requests that Node's HTTP parser refuses before the framework sees them: too long a request
 * line or headers, bytes HTTP does not allow, broken header lines. They were answered in
 * English without the envelope, and without `Connection: close` although the server dropped the
 * connection, so a keep-alive client's next request failed with "socket hang up".
 */
interface RawExchange {
  readonly statusLine: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Writes bytes as they are on a new connection and reads until the server closes it. */
function exchange(server: TestServer, bytes: Buffer): Promise<RawExchange> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ statusLine, headers, body });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
  });
}

function expectKoreanEnvelope(answer: RawExchange): void {
  expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
  expect(answer.headers['content-type']).toMatch(/^application\/json/u);
  expect(answer.headers.connection).toBe('close');
  const envelope = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(envelope).sort()).toEqual(['code', 'data', 'message']);
  expect(envelope).toMatchObject({ code: API_ERRORS.invalidInput.code, data: null });
  expect(envelope.message).toMatch(HANGUL);
}

describe.each(sqliteOnly())('requests the HTTP parser refuses (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('answers a request line beyond 16 KiB with 400 in the Korean envelope', async () => {
    const target = `/api/user/auth/ping?q=${'x'.repeat(20_000)}`;
    expectKoreanEnvelope(
      await exchange(server, Buffer.from(`GET ${target} HTTP/1.1\r\nHost: a\r\n\r\n`, 'latin1')),
    );
  });

  it('answers headers beyond 16 KiB with 400 in the Korean envelope', async () => {
    const request = `GET /api/user/auth/ping HTTP/1.1\r\nHost: a\r\nX-Pad: ${'y'.repeat(20_000)}\r\n\r\n`;
    expectKoreanEnvelope(await exchange(server, Buffer.from(request, 'latin1')));
  });

  it('answers raw UTF-8 bytes in the path with 400 in the Korean envelope', async () => {
    const request = Buffer.concat([
      Buffer.from('GET /api/atchFile/media/', 'latin1'),
      Buffer.from('한빛', 'utf8'),
      Buffer.from(' HTTP/1.1\r\nHost: a\r\n\r\n', 'latin1'),
    ]);
    expectKoreanEnvelope(await exchange(server, request));
  });

  it('answers a header line without a colon with 400 in the Korean envelope', async () => {
    const request = 'GET /api/user/auth/ping HTTP/1.1\r\nHost: a\r\nnot a header\r\n\r\n';
    expectKoreanEnvelope(await exchange(server, Buffer.from(request, 'latin1')));
  });

  it("does not fail a keep-alive client's next request", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const long = await sendRaw(
        server.baseUrl,
        {
          method: 'GET',
          target: `/api/user/auth/ping?${'x'.repeat(20_000)}`,
          headers: {},
          body: null,
        },
        agent,
      );
      expect(long.status).toBe(400);
      const next = await sendRaw(
        server.baseUrl,
        { method: 'GET', target: '/api/user/auth/ping', headers: {}, body: null },
        agent,
      );
      expect({ status: next.status, body: JSON.parse(next.text) as unknown }).toEqual({
        status: 200,
        body: { code: 0, message: null, data: false },
      });
    } finally {
      agent.destroy();
    }
  });
});
