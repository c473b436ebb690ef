import fetchBuilder from 'fetch-retry';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../application/shared/errors/api-error';
import type { Notifier } from '../../application/shared/ports/notifier';
import type { TokenStore } from '../../application/session/token-store';
import { hasRefreshToken, readTokenSubject, type Tokens } from '../../domain/session/tokens';
import type { EndpointName } from '../../contract/endpoints';
import { type EndpointDefinition, pathWith } from '../../contract/shared/endpoint';
import { SITE_ENDPOINTS } from '../../contract/site-endpoints';
import type { BodyOf, DataOf, ParamsOf, QueryOf } from '../../contract/endpoint-types';
import type { ApiEnvelope } from '../../contract/shared/envelope';
import { NETWORK_ERROR_MESSAGE, readEnvelope } from './envelope-reader';
import { isRetryable, retryDelay } from './retry-policy';

/**
 * The one HTTP client of the SPA (spec sections 7 and 8, DESIGN section 3):
 *
 * - every request carries `Authorization: Bearer <accessToken>` and `X-User-Id` (the token's
 *   subject) when a session is stored;
 * - answers are read from the `{ code, message, data }` envelope;
 * - a refusal (nonzero `code`) shows its message in a red notification and rejects with
 *   ApiError; HTTP 500 without a message shows the default Korean text; a network failure
 *   shows a message of its own; an abort rejects quietly;
 * - idempotent calls are retried on network errors and 502/503/504, with backoff, never after
 *   an abort (see `retry-policy.ts`);
 * - a 401 on a call made with a token refreshes the tokens once and repeats the call once; when
 *   the refresh fails the session is cleared and the session-expired listener told (the session
 *   machine then signs the member out);
 * - uploads go through XMLHttpRequest, the one browser API that reports upload progress, with
 *   the same headers, envelope, refusals and refresh (never retried otherwise: they are writes).
 */

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/** How much of an upload's body has been sent (XMLHttpRequest's `upload` progress event). */
export interface UploadProgressEvent {
  readonly lengthComputable: boolean;
  readonly loaded: number;
  readonly total: number;
}

/** The part of XMLHttpRequest that uploads use; the browser's own fits it. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  getAllResponseHeaders(): string;
  readonly upload: {
    addEventListener(type: 'progress', listener: (event: UploadProgressEvent) => void): void;
  };
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void;
}

export type UploadRequestFactory = () => UploadRequest;

export interface ApiClientOptions {
  /** Where the API lives, without a trailing slash; "" for the same origin. */
  readonly baseUrl: string;
  readonly fetch: FetchFunction;
  readonly tokenStore: TokenStore;
  readonly notifier: Notifier;
  /** Retries after the first attempt, for retryable calls. */
  readonly retries?: number;
  /** Delay before retry n (0-based), in ms. */
  readonly retryDelay?: (attempt: number) => number;
  /**
   * Makes the XMLHttpRequest of an upload. Without it uploads go through fetch and report only
   * the start (0) and the end (1).
   */
  readonly xhr?: UploadRequestFactory;
}

/** What any call may carry, before its endpoint's types narrow it (CallOptions). */
interface RequestOptions {
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly params?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
  /**
   * Failures the caller handles itself show no notification: the access log (only logged,
   * spec section 2) and ping (a false answer, not an error, for the member).
   */
  readonly quiet?: boolean;
  /** A multipart/form-data body instead of JSON. */
  readonly form?: FormData;
}

/**
 * A call's options, typed by its endpoint in the contract (endpoint-types.ts): the body the
 * call takes, and only the query and path parameters it has.
 */
export type CallOptions<N extends EndpointName> = Omit<
  RequestOptions,
  'body' | 'query' | 'params'
> & {
  readonly body?: BodyOf<N>;
  readonly query?: QueryOf<N>;
  readonly params?: ParamsOf<N>;
};

export interface UploadCallOptions {
  readonly form: FormData;
  readonly signal?: AbortSignal | undefined;
  /** The share sent so far, 0 to 1: never lower than before, and 1 once the server accepted. */
  readonly onProgress?: ((fraction: number) => void) | undefined;
}

export class ApiClient {
  private readonly retryingFetch: ReturnType<typeof fetchBuilder<FetchFunction>>;
  private readonly retries: number;
  private refreshing: Promise<boolean> | null = null;
  private sessionExpiredListener: () => void = () => undefined;

  constructor(private readonly options: ApiClientOptions) {
    this.retryingFetch = fetchBuilder(options.fetch);
    this.retries = options.retries ?? 3;
  }

  /** Told when the stored session was refused and could not be refreshed. */
  onSessionExpired(listener: () => void): void {
    this.sessionExpiredListener = listener;
  }

  /** A JSON call; resolves to `data`. */
  async call<N extends EndpointName>(name: N, options: CallOptions<N> = {}): Promise<DataOf<N>> {
    return (await this.callForEnvelope(name, options)).data;
  }

  /** A JSON call; resolves to the whole envelope (sign-in reads its `message`). */
  async callForEnvelope<N extends EndpointName>(
    name: N,
    options: CallOptions<N> = {},
  ): Promise<ApiEnvelope<DataOf<N>>> {
    const response = await this.send(name, options);
    const envelope = await readEnvelope<DataOf<N>>(response);
    return this.accept(response, envelope, options);
  }

  /**
   * A call that answers bytes (downloads). A refusal still comes as an envelope, handled like
   * any other; a success resolves to the response for the caller to read.
   */
  async callForResponse<N extends EndpointName>(
    name: N,
    options: CallOptions<N> = {},
  ): Promise<Response> {
    const response = await this.send(name, options);
    if (response.ok) return response;
    const envelope = await readEnvelope<unknown>(response);
    this.accept(response, envelope, options);
    // accept() throws for every non-2xx answer; this is for the type checker.
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0, response.status);
  }

  /**
   * A multipart upload; resolves to `data`. Progress comes from XMLHttpRequest when the client
   * has it; a refusal, a network failure, an abort and a refused token are handled as for `call`.
   */
  async upload<N extends EndpointName>(name: N, options: UploadCallOptions): Promise<DataOf<N>> {
    const report = progressReporter(options.onProgress);
    const createRequest = this.options.xhr;
    report(0);
    if (!createRequest) {
      const data = await this.call(name, { form: options.form, signal: options.signal });
      report(1);
      return data;
    }
    // Sent by a module of its own, loaded at the first upload: no page needs it to show.
    const { sendThroughXhr } = await import('./xhr-upload');
    const endpoint = await definitionOf(name);
    const response = await this.withRefresh(name, endpoint, (tokens) =>
      sendThroughXhr({
        createRequest,
        method: endpoint.method,
        url: this.targetOf(name, endpoint, {}),
        headers: this.headersFor(tokens),
        form: options.form,
        signal: options.signal,
        report,
        networkFailure: () => {
          this.options.notifier.error(NETWORK_ERROR_MESSAGE);
          return new ApiError(NETWORK_ERROR_MESSAGE, 0, null);
        },
      }),
    );
    const envelope = await readEnvelope<DataOf<N>>(response);
    const { data } = this.accept(response, envelope, {});
    report(1);
    return data;
  }

  /** Absolute address of a site's API path, e.g. for `<img src>`. */
  urlOf(name: EndpointName, params?: Readonly<Record<string, string>>): string {
    const endpoint = siteDefinitionOf(name);
    if (!endpoint) throw new Error(`${name} is an office call: it has no address for the site`);
    return this.addressOf(name, endpoint, params);
  }

  private addressOf(
    name: EndpointName,
    endpoint: EndpointDefinition,
    params: Readonly<Record<string, string>> = {},
  ): string {
    return `${this.options.baseUrl}${pathWith(endpoint, params, name)}`;
  }

  private async send(name: EndpointName, options: RequestOptions): Promise<Response> {
    const endpoint = await definitionOf(name);
    return this.withRefresh(name, endpoint, (tokens) =>
      this.fetchOnce(name, endpoint, options, tokens),
    );
  }

  /** One attempt; after a 401 to a token, one refresh and one more attempt with the new token. */
  private async withRefresh(
    name: EndpointName,
    endpoint: EndpointDefinition,
    attempt: (tokens: Tokens | null) => Promise<Response>,
  ): Promise<Response> {
    const sentToken = this.options.tokenStore.readTokens();
    let response = await attempt(sentToken);
    const mayRefresh =
      response.status === 401 &&
      sentToken !== null &&
      endpoint.access !== 'public' &&
      name !== 'refresh';
    if (mayRefresh && (await this.refreshOnce(sentToken))) {
      response = await attempt(this.options.tokenStore.readTokens());
      if (response.status === 401) this.expireSession();
    }
    return response;
  }

  /** Where a call goes: absolute with a base URL, else a path of this origin. */
  private targetOf(
    name: EndpointName,
    endpoint: EndpointDefinition,
    options: Pick<RequestOptions, 'params' | 'query'>,
  ): string {
    const url = new URL(this.addressOf(name, endpoint, options.params), 'http://relative.invalid');
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    return this.options.baseUrl ? url.toString() : `${url.pathname}${url.search}`;
  }

  /** `accept`, and with a session `Authorization: Bearer` and `X-User-Id` (the token's subject). */
  private headersFor(tokens: Tokens | null): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (tokens?.accessToken) {
      headers.authorization = `Bearer ${tokens.accessToken}`;
      const userId = readTokenSubject(tokens.accessToken);
      if (userId) headers['x-user-id'] = userId;
    }
    return headers;
  }

  private async fetchOnce(
    name: EndpointName,
    endpoint: EndpointDefinition,
    options: RequestOptions,
    tokens: Tokens | null,
  ): Promise<Response> {
    const target = this.targetOf(name, endpoint, options);
    const headers = this.headersFor(tokens);
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const signal = options.signal;
    const retries = isRetryable(name, endpoint) ? this.retries : 0;
    const delay = this.options.retryDelay ?? retryDelay;
    try {
      return await this.retryingFetch(target, {
        method: endpoint.method,
        headers,
        body,
        signal,
        retryOn: (attempt, error, response) => {
          if (signal?.aborted || attempt >= retries) return false;
          if (error) return !isAbort(error);
          return response !== null && [502, 503, 504].includes(response.status);
        },
        retryDelay: (attempt) => delay(attempt),
      });
    } catch (error) {
      if (isAbort(error) || signal?.aborted) throw error;
      if (!options.quiet) this.options.notifier.error(NETWORK_ERROR_MESSAGE);
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, null);
    }
  }

  /** One refresh at a time, shared by every call that found its token refused. */
  private refreshOnce(sentTokens: Tokens): Promise<boolean> {
    const current = this.options.tokenStore.readTokens();
    // Another call already refreshed since this one was sent: just repeat with the new token.
    if (current && current.accessToken !== sentTokens.accessToken) return Promise.resolve(true);
    this.refreshing ??= this.refresh(current).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(tokens: Tokens | null): Promise<boolean> {
    if (!hasRefreshToken(tokens)) {
      this.expireSession();
      return false;
    }
    try {
      const response = await this.fetchOnce(
        'refresh',
        SITE_ENDPOINTS.refresh,
        { body: tokens, quiet: true },
        null,
      );
      const envelope = await readEnvelope<Tokens>(response);
      if (!response.ok || envelope.code !== 0 || !envelope.data?.accessToken) {
        this.expireSession();
        return false;
      }
      this.options.tokenStore.saveTokens(envelope.data);
      return true;
    } catch {
      // A network failure is not a refused session: keep it, and let this call fail.
      return false;
    }
  }

  private expireSession(): void {
    this.options.tokenStore.clearTokens();
    this.options.tokenStore.clearUserId();
    this.sessionExpiredListener();
  }

  private accept<T>(
    response: Response,
    envelope: ApiEnvelope<T>,
    options: RequestOptions,
  ): ApiEnvelope<T> {
    if (response.ok && envelope.code === 0) return envelope;
    // HTTP 500 (or any refusal) without a message of its own: the default text (spec section 8).
    const message = envelope.message?.trim() || DEFAULT_ERROR_MESSAGE;
    if (!options.quiet) this.options.notifier.error(message);
    throw new ApiError(message, envelope.code, response.status);
  }
}

function siteDefinitionOf(name: EndpointName): EndpointDefinition | undefined {
  return (SITE_ENDPOINTS as Readonly<Record<string, EndpointDefinition>>)[name];
}

/**
 * A call's definition: the first screen's at hand; the later pages' and the office's each loaded
 * with the first of their calls.
 */
async function definitionOf(name: EndpointName): Promise<EndpointDefinition> {
  const site = siteDefinitionOf(name);
  if (site) return site;
  const { PAGE_ENDPOINTS } = await import('../../contract/page-endpoints');
  const page = (PAGE_ENDPOINTS as Readonly<Record<string, EndpointDefinition>>)[name];
  if (page) return page;
  const { OFFICE_ENDPOINTS } = await import('../../contract/office-endpoints');
  const office = (OFFICE_ENDPOINTS as Readonly<Record<string, EndpointDefinition>>)[name];
  if (!office) throw new Error(`No call is named ${name}`);
  return office;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Reports shares from 0 to 1, each once and never going back: an upload sent again after a
 * refreshed token shows progress again only once it passes where the first one stopped.
 */
function progressReporter(
  onProgress: ((fraction: number) => void) | undefined,
): (fraction: number) => void {
  let last = -1;
  return (fraction) => {
    const share = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
    if (!onProgress || share <= last) return;
    last = share;
    onProgress(share);
  };
}
