import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the contract: the call's answer may be cached (public images). */
    cacheable?: boolean;
    /** From the contract: public content kept by caches that ask first (ETag, no-cache). */
    revalidate?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every answer of the API's calls, refusals included, or `no-cache`
 * on public content revalidated by its ETag (whose handler sets `public, no-cache`): tokens,
 * member data and private files must stay out of shared and browser caches. Set when the request
 * arrives, before authentication can refuse it; a call the contract marks cacheable
 * (`src/contract/endpoints.ts`) has its handler replace it once it answers. Unknown paths, and any
 * refusal, get `no-store` from the envelope itself (`send` in error-handler.ts). A plain callback, not an
 * async function: nothing here waits, and Fastify runs a promise-returning hook a turn later.
 */
export function installResponseCaching(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { access, revalidate } = request.routeOptions.config;
    // A cacheable call too starts private: only its handler, once it has the answer, says it may
    // be kept, so that a refusal (an unknown image id) is never cached.
    if (access !== undefined) reply.header('cache-control', revalidate ? 'no-cache' : 'no-store');
    done();
  });
}
