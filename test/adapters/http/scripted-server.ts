import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface ScriptedAnswer {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  readonly body?: unknown;
  /** Drops the connection without an answer (a network failure). */
  readonly hangUp?: boolean;
  /** Waits this long before answering. */
  readonly delayMs?: number;
}

export type Script = (request: ReceivedRequest, index: number) => ScriptedAnswer;

/**
 * A real HTTP server on a loopback port that answers as each test scripts it and keeps what
 * it was sent.
 */
export async function startScriptedServer(script: Script) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const answer = script(entry, received.length - 1);
      const send = () => {
        if (answer.hangUp) {
          request.socket.destroy();
          return;
        }
        const isText = typeof answer.body === 'string' || Buffer.isBuffer(answer.body);
        const payload =
          answer.body === undefined ? '' : isText ? answer.body : JSON.stringify(answer.body);
        response.writeHead(answer.status ?? 200, {
          'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
          ...answer.headers,
        });
        response.end(payload);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON envelope of success. */
export function ok(data: unknown, message: string | null = null): ScriptedAnswer {
  return { body: { code: 0, message, data } };
}

/** A JSON envelope of refusal. */
export function refused(status: number, code: number, message: string | null): ScriptedAnswer {
  return { status, body: { code, message, data: null } };
}
