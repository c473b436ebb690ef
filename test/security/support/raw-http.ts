import http from 'node:http';

export interface RawRequest {
  readonly method: string;
  /** Path and query exactly as written on the request line. */
  readonly target: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer | null;
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
}

/**
 * Sends a request as it is, with node:http rather than fetch: fetch would normalise the path
 * (percent-encoding, dots), refuse a body on GET and set its own content type.
 */
export function sendRaw(
  baseUrl: string,
  request: RawRequest,
  agent: http.Agent,
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.target,
        agent,
        headers: {
          ...request.headers,
          ...(request.body ? { 'content-length': String(request.body.length) } : {}),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy(new Error(`No answer within ${timeoutMs} ms`));
    });
    outgoing.on('error', reject);
    // The server may answer before reading all of a large body and close; the answer counts.
    if (request.body) outgoing.end(request.body);
    else outgoing.end();
  });
}
