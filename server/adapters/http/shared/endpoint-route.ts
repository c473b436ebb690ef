import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import { ENDPOINTS, type EndpointName } from '../../../../src/contract/endpoints';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../../../../src/contract/endpoint-schemas';
import { AppError } from '../../../application/shared/app-error';
import type { Principal } from '../../../application/shared/principal';

type Schemas<N extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[N];
type Part<N extends EndpointName, K extends string> =
  Schemas<N> extends Record<K, infer S extends TSchema> ? Static<S> : undefined;

/** What a handler gets: the request's parts, already checked against the contract. */
export interface EndpointInput<N extends EndpointName> {
  readonly body: Part<N, 'body'>;
  readonly query: Part<N, 'querystring'>;
  readonly params: Part<N, 'params'>;
  readonly principal: Principal | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A JSON answer: the envelope's data and, rarely, a message beside it. */
export interface JsonAnswer<N extends EndpointName> {
  readonly data: Part<N, 'data'>;
  readonly message?: string | null;
}

export interface RouteOptions {
  /** Requests per minute per address; none when absent or when rate limits are off. */
  readonly perMinute?: number;
  /**
   * A stricter limit for visitors (no valid token) on a call open to them, per address and hour,
   * counted apart from the members' `perMinute` (e.g. profile images before sign-up).
   */
  readonly visitorsPerHour?: number;
}

const ONE_HOUR_MS = 60 * 60 * 1000;

export interface RouteSettings {
  readonly rateLimit: boolean;
}

/** The envelope around a call's data, for validation of the answer and for the documentation. */
export function envelopeOf(data: TSchema) {
  return Type.Object({
    code: Type.Integer(),
    message: Type.Union([Type.String(), Type.Null()]),
    data,
  });
}

/**
 * How a feature registers its calls (`routes(routes, services)` in server/features.ts), each by
 * its name in the contract: its method and path, its request schemas, the response envelope, who
 * may call it and its rate limit all come from the contract, so a route cannot drift from what
 * the SPA calls.
 */
export interface Routes {
  /** A call that answers JSON in the envelope: the handler gives its data. */
  json<N extends EndpointName>(
    name: N,
    handler: (input: EndpointInput<N>) => Promise<JsonAnswer<N>>,
    options?: RouteOptions,
  ): void;
  /** A call that answers bytes (downloads, images): the handler writes the reply. */
  binary<N extends EndpointName>(
    name: N,
    handler: (input: EndpointInput<N>) => Promise<FastifyReply>,
    options?: RouteOptions,
  ): void;
}

/** The features' routes on `app`. */
export function routesOn(app: FastifyInstance, settings: RouteSettings): Routes {
  return {
    json: (name, handler, options) => jsonRoute(app, settings, name, handler, options),
    binary: (name, handler, options) => binaryRoute(app, settings, name, handler, options),
  };
}

function jsonRoute<N extends EndpointName>(
  app: FastifyInstance,
  settings: RouteSettings,
  name: N,
  handler: (input: EndpointInput<N>) => Promise<JsonAnswer<N>>,
  options: RouteOptions = {},
): void {
  const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  register(
    app,
    settings,
    name,
    options,
    schemas.data ? { 200: envelopeOf(schemas.data) } : undefined,
    true,
    async (request, reply) => {
      const answer = await handler(inputOf<N>(request, reply));
      const envelope = { code: 0, message: answer.message ?? null, data: answer.data };
      return ENDPOINTS[name].revalidate ? revalidated(request, reply, envelope) : envelope;
    },
  );
}

function binaryRoute<N extends EndpointName>(
  app: FastifyInstance,
  settings: RouteSettings,
  name: N,
  handler: (input: EndpointInput<N>) => Promise<FastifyReply>,
  options: RouteOptions = {},
): void {
  register(app, settings, name, options, undefined, false, (request, reply) =>
    handler(inputOf<N>(request, reply)),
  );
}

function register(
  app: FastifyInstance,
  settings: RouteSettings,
  name: EndpointName,
  options: RouteOptions,
  response: Record<number, TSchema> | undefined,
  answersJson: boolean,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const endpoint = ENDPOINTS[name];
  const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      operationId: name,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.access === 'member' || endpoint.access === 'admin'
        ? { security: [{ bearer: [] }] }
        : {}),
      ...(schemas.body && !endpoint.multipart ? { body: schemas.body } : {}),
      ...(schemas.querystring ? { querystring: schemas.querystring } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(response ? { response } : {}),
    },
    config: {
      access: endpoint.access,
      cacheable: endpoint.cacheable === true,
      revalidate: endpoint.revalidate === true,
      answersJson,
      ...(settings.rateLimit && options.perMinute
        ? { rateLimit: { max: options.perMinute, timeWindow: 60_000 } }
        : {}),
    },
    ...(settings.rateLimit && options.visitorsPerHour
      ? { onRequest: visitorLimit(app, options.visitorsPerHour) }
      : {}),
    handler,
  });
}

/**
 * Public content answered with a validator: a weak ETag of the answer (the same JSON, the same
 * tag) and `no-cache`, so browsers and proxies keep it but ask first; 304 when it is unchanged.
 */
function revalidated(request: FastifyRequest, reply: FastifyReply, envelope: unknown) {
  const tag = `W/"${createHash('sha256').update(JSON.stringify(envelope)).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', tag).header('cache-control', 'public, no-cache');
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((candidate) => candidate.trim() === tag)) {
    return reply.code(304).send();
  }
  return envelope;
}

/**
 * Counts visitors' requests per address (normalised as the route limits do) over an hour; runs
 * after the authentication hook, so members are not counted.
 */
function visitorLimit(app: FastifyInstance, perHour: number) {
  const limit = app.createRateLimit({ max: perHour, timeWindow: ONE_HOUR_MS });
  return async (request: FastifyRequest): Promise<void> => {
    if (request.principal) return;
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('tooManyRequests', undefined, {
        'retry-after': String(result.ttlInSeconds),
      });
    }
  };
}

function inputOf<N extends EndpointName>(
  request: FastifyRequest,
  reply: FastifyReply,
): EndpointInput<N> {
  return {
    body: request.body as Part<N, 'body'>,
    query: request.query as Part<N, 'querystring'>,
    params: request.params as Part<N, 'params'>,
    principal: request.principal,
    request,
    reply,
  };
}

/** The principal of a route that requires one (the authentication hook has made sure). */
export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw new Error('A member route ran without a principal');
  return principal;
}
