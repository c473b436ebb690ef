import { ENDPOINTS } from '../../../src/contract/endpoints';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Ajv } from 'ajv';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { ContentServices } from '../../application/content';
import type { EventsServices } from '../../application/events';
import type { SessionServices } from '../../application/session';
import type { Database } from '../db/shared/database';
import { requestLineWriter } from '../logging/request-line';
import { lazyChildLoggerFactory } from '../logging/request-logger';
import { installAuthentication } from './shared/authentication';
import { installCompression } from './shared/compression';
import { answerClientError } from './shared/client-errors';
import { type Routes, routesOn } from './shared/endpoint-route';
import { answerUnreadableAddress, installErrorHandling } from './shared/error-handler';
import { addFreeTextKeyword, withFreeTextChecks } from './shared/free-text-keyword';
import { installOpenApi } from './shared/openapi';
import { installResponseCaching } from './shared/response-caching';
import {
  type SchemaCompilation,
  serializersAtFirstUse,
  validatorAtFirstUse,
} from './shared/schema-compilation';
import { installSecurityHeaders } from './shared/security-headers';
import { installSpaAndNotFound } from './shared/spa';

/** What the app itself uses of the use cases: sign-ins checked, pages rendered with content. */
type AppServices = Pick<SessionServices, 'sessions'> &
  Pick<ContentServices, 'publicNotices' | 'albums'> &
  Partial<Pick<EventsServices, 'eventPreviews'>>;

/** A feature as the app sees it: its routes over the use cases, if it answers any call. */
export interface FeatureWithRoutes<S> {
  routes?(routes: Routes, services: S): void;
}

export interface AppOptions<S extends AppServices> {
  readonly services: S;
  /** The features whose routes the app serves, in this order (server/features.ts). */
  readonly features: readonly FeatureWithRoutes<S>[];
  readonly database: Database;
  /** The runtime's logger, or false for silence. */
  readonly logger: FastifyBaseLogger | false;
  readonly trustProxy: boolean | number | string;
  readonly publicOrigin: string;
  /** The SPA was given a Kakao Maps key: the CSP allows the map's hosts. */
  readonly kakaoMap?: boolean;
  /** The payment provider's widget hosts, when it has keys: the CSP allows them (issue 31). */
  readonly paymentHosts?: readonly string[];
  readonly rateLimit: boolean;
  readonly fileMaxBytes: number;
  /** The built SPA to serve, or null for the API alone. */
  readonly spaDir: string | null;
  /** Public pages rendered with their content for each visitor (RENDER_PAGES; default off). */
  readonly renderPages?: boolean;
  /** When the routes' schemas are compiled (schema-compilation.ts); at first use by default. */
  readonly schemaCompilation?: SchemaCompilation;
}

/** JSON bodies up to 64 KiB: every call's body is small; files go through multipart. */
const JSON_BODY_LIMIT = 64 * 1024;

/** The HTTP server: security headers, the contract's routes, errors in the Korean envelope. */
export async function buildApp<S extends AppServices>(
  options: AppOptions<S>,
): Promise<FastifyInstance> {
  const atFirstUse = (options.schemaCompilation ?? 'at-first-use') === 'at-first-use';
  const app = Fastify({
    ...(atFirstUse
      ? { schemaController: { compilersFactory: { buildSerializer: serializersAtFirstUse } } }
      : {}),
    ...(options.logger
      ? { loggerInstance: options.logger, childLoggerFactory: lazyChildLoggerFactory }
      : { logger: false }),
    trustProxy: trustProxySetting(options.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler: answerClientError,
    frameworkErrors: answerUnreadableAddress,
    // One line per answered request (logEachRequestOnce) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (options.logger) logEachRequestOnce(app, options.logger);
  closeConnectionsAsTheyGoIdle(app);

  // Bodies are JSON as sent: a number in quotes is a wrong type, not a number. Query strings and
  // path parameters are text by nature, so there the schema's types are read out of the text.
  const strict = new Ajv({
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
    strict: false,
  });
  const lenient = new Ajv({
    coerceTypes: true,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
  });
  addFreeTextKeyword(strict);
  addFreeTextKeyword(lenient);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const compile = () =>
      (httpPart === 'body' ? strict : lenient).compile(withFreeTextChecks(schema));
    return atFirstUse ? validatorAtFirstUse(compile) : compile();
  });

  installErrorHandling(app);
  installSecurityHeaders(app, options.publicOrigin, {
    kakaoMap: options.kakaoMap ?? false,
    paymentHosts: options.paymentHosts ?? [],
  });
  await installCompression(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: options.fileMaxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  });
  installOneClickForm(app);
  await installOpenApi(app);
  installResponseCaching(app);
  installAuthentication(app, options.services.sessions);

  const routes = routesOn(app, { rateLimit: options.rateLimit });
  // Each feature's routes, in the order of the list; the SPA and its fallback come last.
  for (const feature of options.features) feature.routes?.(routes, options.services);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const healthy = await options.database.isHealthy();
    return reply
      .code(healthy ? 200 : 503)
      .send({ status: healthy ? 'ok' : 'unavailable', database: options.database.dialect });
  });

  const { publicNotices, albums, eventPreviews } = options.services;
  await installSpaAndNotFound(app, {
    spaDir: options.spaDir,
    renderPages: options.renderPages ?? false,
    publicOrigin: options.publicOrigin,
    findNotice: (noticeId) => publicNotices.preview(noticeId),
    findAlbum: (albumId) => albums.preview(albumId),
    findEvent: eventPreviews ? (eventId) => eventPreviews.preview(eventId) : undefined,
    listNotices: (page) => publicNotices.listNotices({ page, size: 50 }),
  });
  return app;
}

/**
 * A stop closes the connections that are idle when it begins; one busy with a request then goes
 * idle after its answer and would stay open for the keep-alive timeout (72 s), past the stop's
 * grace, so the server was killed instead of leaving cleanly. While closing, each connection is
 * closed as soon as it is idle.
 */
function closeConnectionsAsTheyGoIdle(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    app.server.once('close', () => clearInterval(sweeper));
    done();
  });
}

/**
 * One log line per request, when it is answered: method, path without the query (it can hold
 * ids of files or people), status and time. Half of Fastify's own request logging, which writes
 * a line as the request arrives and another as it leaves.
 *
 * The line is written without the redaction of secrets (logger-options.ts): its fields are a
 * request id, a method, a path, a status and a time, strings and numbers, never an object that a
 * redacted path could reach into, so redaction cannot change it, and working through the
 * redaction's wildcard paths for each field was most of the line's cost. Every other line keeps
 * it. The line is built by requestLineWriter, as pino would build it, for less.
 */
function logEachRequestOnce(app: FastifyInstance, logger: FastifyBaseLogger): void {
  const write = requestLineWriter(logger);
  app.addHook('onResponse', (request, reply, done) => {
    write({
      reqId: request.id,
      method: request.method,
      path: request.url.split('?', 1)[0] ?? '',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });
}

/** A hop count becomes the function Fastify wants; addresses and booleans pass as they are. */
function trustProxySetting(value: boolean | number | string) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * RFC 8058's one-click refusal: mail programs POST `List-Unsubscribe=One-Click` as a form. Only
 * that call takes a form (its body says nothing the call needs); every other call still refuses
 * one (415), so that no page of another site can post a form to the API.
 */
function installOneClickForm(app: FastifyInstance): void {
  const oneClickPath = ENDPOINTS.oneClickUnsubscribe.path;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, body, done) => {
      if (request.routeOptions.url !== oneClickPath) {
        const refused = Object.assign(new Error('Unsupported Media Type'), {
          statusCode: 415,
          code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        });
        done(refused, undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
