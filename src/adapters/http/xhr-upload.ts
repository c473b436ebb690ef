import type { UploadRequest, UploadRequestFactory } from './api-client';

/** One upload through XMLHttpRequest, as the API client prepared it. */
export interface XhrUpload {
  readonly createRequest: UploadRequestFactory;
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly form: FormData;
  readonly signal?: AbortSignal;
  /** The share sent so far, from the upload's progress events. */
  readonly report: (fraction: number) => void;
  /** What a failed connection rejects with (the client tells the member first). */
  readonly networkFailure: () => Error;
}

/**
 * Sends an upload through XMLHttpRequest, the one browser API that reports upload progress; its
 * answer as a Response, for the client's envelope reader. An abort rejects with the signal's
 * abort error, as fetch does.
 */
export function sendThroughXhr(upload: XhrUpload): Promise<Response> {
  const { signal } = upload;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortErrorOf(signal));
      return;
    }
    const request = upload.createRequest();
    const onAbort = () => request.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const failNetwork = () => {
      reject(signal?.aborted ? abortErrorOf(signal) : upload.networkFailure());
    };
    request.open(upload.method, upload.url);
    for (const [header, value] of Object.entries(upload.headers)) {
      request.setRequestHeader(header, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) upload.report(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      settle(() => {
        const response = responseOf(request);
        if (response) resolve(response);
        else failNetwork();
      }),
    );
    request.addEventListener('error', () => settle(failNetwork));
    request.addEventListener('timeout', () => settle(failNetwork));
    request.addEventListener('abort', () => settle(() => reject(abortErrorOf(signal ?? null))));
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(upload.form);
  });
}

/** The signal's reason when it is an abort error, else a new one (as fetch rejects). */
function abortErrorOf(signal: AbortSignal | null): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error && reason.name === 'AbortError'
    ? reason
    : new DOMException('The upload was aborted.', 'AbortError');
}

/** Statuses whose answer has no body (a Response with one cannot be made). */
const NO_BODY_STATUSES = new Set([204, 205, 304]);

/** The XMLHttpRequest's answer as a Response; null when there was no HTTP answer at all. */
function responseOf(request: UploadRequest): Response | null {
  const { status } = request;
  if (status < 200 || status > 599) return null;
  const headers = new Headers();
  for (const line of request.getAllResponseHeaders().split(/\r?\n/u)) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    try {
      headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
    } catch {
      // A header the Fetch standard would not accept: the envelope does not need it.
    }
  }
  const body = NO_BODY_STATUSES.has(status) ? null : request.responseText;
  return new Response(body, { status, headers });
}
