import type { Static, TSchema } from 'typebox';
import type { ENDPOINT_SCHEMAS } from './endpoint-schemas';
import type { EndpointName } from './endpoints';

/**
 * What each call takes and answers, as TypeScript types read from the contract's schemas: the
 * SPA's HTTP client types its calls with them, so that a body or an answer of the wrong shape
 * does not compile. Types only: the SPA's bundle carries no schema.
 */
type Schemas = typeof ENDPOINT_SCHEMAS;

type StaticOf<S> = S extends TSchema ? Static<S> : never;

/** The JSON body a call takes; `undefined` for a call that takes none. */
export type BodyOf<N extends EndpointName> = Schemas[N] extends { readonly body: infer S }
  ? StaticOf<S>
  : undefined;

/** The envelope's `data` a call answers; `never` for a call that answers bytes. */
export type DataOf<N extends EndpointName> = Schemas[N] extends { readonly data: infer S }
  ? StaticOf<S>
  : never;

/** The query parameters a call takes, as the text of the query string. */
export type QueryOf<N extends EndpointName> = Schemas[N] extends {
  readonly querystring: infer S;
}
  ? { readonly [K in keyof StaticOf<S>]?: string }
  : never;

/** The query parameters as the server reads them: coerced to their schema's types. */
export type ParsedQueryOf<N extends EndpointName> = Schemas[N] extends {
  readonly querystring: infer S;
}
  ? StaticOf<S>
  : never;

/** The path parameters a call takes (`:atchFileId`), as text. */
export type ParamsOf<N extends EndpointName> = Schemas[N] extends { readonly params: infer S }
  ? { readonly [K in keyof StaticOf<S>]: string }
  : never;
