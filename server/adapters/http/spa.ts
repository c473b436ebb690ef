import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '../../../src/contract/error-codes';
import { send } from './error-handler';

/**
 * Serves the built SPA from dist/: the Brotli or gzip copy the build wrote beside each text file
 * when the browser accepts it (with `Vary: Accept-Encoding`), hashed assets cached for a year,
 * index.html revalidated every time (its ETag answers 304 when nothing changed),
 * and every other page path answered with index.html so the SPA's router takes over (history
 * fallback). Unknown /api paths and non-page requests get the JSON 404.
 */
export async function installSpaAndNotFound(
  app: FastifyInstance,
  spaDir: string | null,
): Promise<void> {
  const hasSpa = spaDir !== null && fs.existsSync(path.join(spaDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '') &&
      acceptsPage(request.headers.accept);
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return send(reply, 404, API_ERRORS.notFound.code, API_ERRORS.notFound.message);
  });
}

/** A browser asks for text/html; curl and other clients for anything, or say nothing. */
function acceptsPage(accept: string | undefined): boolean {
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
