import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '../../../../src/contract/shared/error-codes';
import { normalizePath } from '../../../../src/domain/shared/routing/route-table';
import { send } from './error-handler';

/**
 * Serves the built SPA from dist/: the Brotli or gzip copy the build wrote beside each text file
 * when the browser accepts it (with `Vary: Accept-Encoding`), hashed assets cached for a year,
 * index.html revalidated every time (its ETag answers 304 when nothing changed),
 * and every other page path answered with HTML so the SPA's router takes over (history
 * fallback): a public route with the page the build pre-rendered for it (`pages/routes.json`),
 * any other path with index.html, the site's shell. Unknown /api paths and non-page requests
 * get the JSON 404.
 */
export async function installSpaAndNotFound(
  app: FastifyInstance,
  spaDir: string | null,
): Promise<void> {
  const hasSpa = spaDir !== null && fs.existsSync(path.join(spaDir, 'index.html'));
  const prerendered = hasSpa ? readPrerenderedRoutes(spaDir) : new Map<string, string>();
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
    if (wantsPage) {
      const page = prerendered.get(normalizePath(request.url)) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return send(reply, 404, API_ERRORS.notFound.code, API_ERRORS.notFound.message);
  });
}

/** Path → file of the pages the build pre-rendered; none when the build made none. */
function readPrerenderedRoutes(spaDir: string): Map<string, string> {
  const file = path.join(spaDir, 'pages', 'routes.json');
  if (!fs.existsSync(file)) return new Map();
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(
    Object.entries(routes).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && /^pages\/[\w-]+\.html$/u.test(entry[1]),
    ),
  );
}

/** A browser asks for text/html; curl and other clients for anything, or say nothing. */
function acceptsPage(accept: string | undefined): boolean {
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
