import type { TSchema } from 'typebox';

/** What the contract says of one call (src/contract/endpoints.ts lists them all). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointAccess = 'public' | 'optional' | 'member' | 'admin';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: EndpointAccess;
  /** OpenAPI tag. */
  readonly tag: 'auth' | 'member' | 'file' | 'log' | 'admin' | 'content' | 'system';
  /**
   * One Korean line for the API documentation (the server's OpenAPI document; the SPA's build
   * drops the text: vite.config.ts).
   */
  readonly summary: string;
  /** Answers raw bytes (a download or an image) instead of the JSON envelope. */
  readonly binary?: true;
  /** Takes multipart/form-data. */
  readonly multipart?: true;
  /**
   * The largest JSON body it takes, in bytes, when more than the server's 64 KiB for every
   * other call (a bank statement's 2,000 lines committed at once).
   */
  readonly bodyLimit?: number;
  /**
   * Its answer may be kept by browsers and proxies (public contents that never change under their
   * address). Every other call answers `Cache-Control: no-store`: most carry personal data or
   * tokens, and a call added later is private until said otherwise.
   */
  readonly cacheable?: true;
  /**
   * Public content that changes now and then (notices, pages): answered with an `ETag` and
   * `Cache-Control: no-cache`, so that a browser asks each time and a request with the same
   * `If-None-Match` gets 304 without the body.
   */
  readonly revalidate?: true;
}

/** One call of the API, as a feature's table in src/contract/endpoints/ declares it. */
export function endpoint(definition: EndpointDefinition): EndpointDefinition {
  return definition;
}

/**
 * What each call takes and answers: only the server reads them, so the SPA's bundle carries no
 * schema. `data` is the envelope's data; absent for binary calls.
 */
export interface EndpointSchemas {
  readonly body?: TSchema;
  readonly querystring?: TSchema;
  readonly params?: TSchema;
  readonly data?: TSchema;
}

/** A call's path with its `:parameters` filled in, each encoded. */
export function pathWith(
  definition: Pick<EndpointDefinition, 'path'>,
  parameters: Readonly<Record<string, string>>,
  name: string,
): string {
  return definition.path.replace(/:([A-Za-z]+)/gu, (_, key: string) => {
    const value = parameters[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}
