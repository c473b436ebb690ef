import { vi } from 'vitest';
import http from 'node:http';
import type {
  UploadProgressEvent,
  UploadRequest,
  UploadRequestFactory,
} from '../../../src/adapters/http/api-client';

type RequestEvent = 'load' | 'error' | 'abort' | 'timeout';

/** The listeners of an XMLHttpRequest stand-in, and what it was asked to send. */
abstract class StandInBase implements UploadRequest {
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  protected responseHeaders = '';
  private readonly listeners = new Map<RequestEvent, (() => void)[]>();
  private readonly progressListeners: ((event: UploadProgressEvent) => void)[] = [];

  readonly upload = {
    addEventListener: (_type: 'progress', listener: (event: UploadProgressEvent) => void) => {
      this.progressListeners.push(listener);
    },
  };

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  addEventListener(type: RequestEvent, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  abstract send(body: FormData): void;
  abstract abort(): void;

  protected emit(type: RequestEvent): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }

  protected emitProgress(event: UploadProgressEvent): void {
    for (const listener of this.progressListeners) listener(event);
  }
}

/**
 * An XMLHttpRequest the test drives by hand: it records what it was sent, and the test makes it
 * report progress, answer, fail or see its abort.
 */
export class ScriptedXhr extends StandInBase {
  sent = false;
  aborted = false;

  send(body: FormData): void {
    this.body = body;
    this.sent = true;
  }

  abort(): void {
    this.aborted = true;
    this.emit('abort');
  }

  progress(loaded: number, total: number, lengthComputable = true): void {
    this.emitProgress({ lengthComputable, loaded, total });
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = Object.entries({ 'content-type': 'application/json', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.emit('load');
  }

  /** No HTTP answer at all (connection refused, CORS). */
  failNetwork(): void {
    this.status = 0;
    this.emit('error');
  }
}

/** A factory of scripted requests that keeps each one made, in order. */
export function scriptedXhrs() {
  const made: ScriptedXhr[] = [];
  const factory: UploadRequestFactory = () => {
    const request = new ScriptedXhr();
    made.push(request);
    return request;
  };
  return {
    factory,
    made,
    /** The n-th request made (0-based); throws when there is none yet. */
    at(index: number): ScriptedXhr {
      const request = made[index];
      if (!request) throw new Error(`No request #${index} was made (only ${made.length})`);
      return request;
    },
    /**
     * The n-th request once it is made: the client sends uploads from a module it loads at the
     * first one, after the call (a hundred turns of the event loop were not always enough on a
     * busy machine: the module's import is waited for, up to 10 s).
     */
    async sent(index: number): Promise<ScriptedXhr> {
      return vi.waitFor(() => this.at(index), { timeout: 10_000, interval: 5 });
    },
  };
}

/** Bytes per write: progress is reported after each is handed to the socket. */
const CHUNK_BYTES = 64 * 1024;

/**
 * An XMLHttpRequest over Node's HTTP client, for tests against a real server on loopback: the
 * FormData is encoded as a browser would (multipart with a boundary), written in chunks with an
 * upload progress event after each, and the answer read as XMLHttpRequest gives it.
 */
export class LoopbackXhr extends StandInBase {
  private request: http.ClientRequest | null = null;
  private aborted = false;
  /** The progress events reported, for the test to look at. */
  readonly reported: UploadProgressEvent[] = [];

  send(body: FormData): void {
    this.body = body;
    void this.transmit(body).catch(() => {
      if (!this.aborted) this.emit('error');
    });
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.request?.destroy();
    this.emit('abort');
  }

  private async transmit(form: FormData): Promise<void> {
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
    const bytes = Buffer.from(await encoded.arrayBuffer());
    if (this.aborted) return;
    const request = http.request(this.url, {
      method: this.method,
      headers: { ...this.headers, 'content-type': contentType, 'content-length': bytes.length },
    });
    this.request = request;
    const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
      request.on('response', resolve);
      request.on('error', reject);
    });
    for (let offset = 0; offset < bytes.length && !this.aborted; offset += CHUNK_BYTES) {
      const chunk = bytes.subarray(offset, offset + CHUNK_BYTES);
      await new Promise<void>((resolve, reject) =>
        request.write(chunk, (error) => (error ? reject(error) : resolve())),
      );
      const event = {
        lengthComputable: true,
        loaded: offset + chunk.length,
        total: bytes.length,
      };
      this.reported.push(event);
      this.emitProgress(event);
    }
    request.end();
    const response = await answered;
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    if (this.aborted) return;
    this.status = response.statusCode ?? 0;
    this.responseText = Buffer.concat(chunks).toString('utf8');
    this.responseHeaders = Object.entries(response.headers)
      .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}\r\n`)
      .join('');
    this.emit('load');
  }
}

/** A factory of loopback requests that keeps each one made. */
export function loopbackXhrs() {
  const made: LoopbackXhr[] = [];
  const factory: UploadRequestFactory = () => {
    const request = new LoopbackXhr();
    made.push(request);
    return request;
  };
  return { factory, made };
}
