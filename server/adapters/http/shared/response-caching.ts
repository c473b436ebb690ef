import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the contract: the call's answer may be cached (public images). */
    cacheable?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every answer of the API's calls, refusals included, unless the
 * contract marks the call cacheable (`src/contract/endpoints.ts`): tokens, member data and
 * private files must stay out of shared and browser caches. Set when the request arrives, before
 * authentication can refuse it; a cacheable call's handler sets its own. A plain callback, not an
 * async function: nothing here waits, and Fastify runs a promise-returning hook a turn later.
 */
export function installResponseCaching(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { access, cacheable } = request.routeOptions.config;
    if (access !== undefined && !cacheable) reply.header('cache-control', 'no-store');
    done();
  });
}
