import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '../../../../src/contract/shared/error-codes';
import { sendCompressed } from './compression';
import { send } from './error-handler';
import { loadPageRenderer, RENDER_DIR } from './page-rendering';
import { type FindAlbum, type FindEvent, type FindNotice, SitePages } from './site-pages';
import { robotsTxt, sitemapXml, type SitemapNotices } from './sitemap';

/** Where the build puts its hashed files, cached for a year. */
const ASSETS_DIR = 'assets';

export interface SpaOptions {
  /** The built SPA to serve, or null for the API alone. */
  readonly spaDir: string | null;
  readonly publicOrigin: string;
  readonly findNotice: FindNotice;
  readonly findAlbum: FindAlbum;
  readonly findEvent?: FindEvent;
  readonly listNotices: SitemapNotices;
  /** Whether public pages are rendered with their content for each visitor (RENDER_PAGES). */
  readonly renderPages: boolean;
}

/**
 * Serves the built SPA from dist/: the Brotli or gzip copy the build wrote beside each text file
 * when the browser accepts it (with `Vary: Accept-Encoding`), hashed assets cached for a year;
 * every page path answered with HTML so the SPA's router takes over (history fallback): a public
 * route with the page the build pre-rendered for it, any other route with the shell, each with
 * its head for link previews (site-pages.ts), compressed like the API's answers (the plugin's
 * hooks do not reach a not-found handler: compression.ts), revalidated every time (ETag, 304);
 * a path the site does not have with 404. `/sitemap.xml` and `/robots.txt` for search engines. Unknown /api paths
 * and non-page requests get the JSON 404.
 */
export async function installSpaAndNotFound(
  app: FastifyInstance,
  options: SpaOptions,
): Promise<void> {
  const { spaDir } = options;
  const pages =
    spaDir !== null && fs.existsSync(path.join(spaDir, 'index.html'))
      ? new SitePages({
          ...options,
          spaDir,
          renderPage: options.renderPages ? await loadPageRenderer(app, spaDir, app.log) : null,
        })
      : null;
  if (pages && spaDir) {
    // One route for the hashed assets, hundreds of files with their compressed copies: a route
    // for each (`wildcard: false`) held about 36 MiB of routes and start-up garbage (issue 30).
    await app.register(fastifyStatic, {
      root: path.join(spaDir, ASSETS_DIR),
      prefix: `/${ASSETS_DIR}/`,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The few other files (the shell, icons, manifest, pre-rendered pages) a route each, so that
    // a page's address never looks on disk first; their compressed copies are found beside them.
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      // The server's renderer is the server's own code, not the site's.
      globIgnore: [`${ASSETS_DIR}/**`, `${RENDER_DIR}/**`, '**/*.br', '**/*.gz'],
      allowedPath: (pathName) => !pathName.startsWith(`/${RENDER_DIR}/`),
      setHeaders(reply) {
        reply.header('cache-control', 'no-cache');
      },
    });
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await sitemapXml(pages, options)),
    );
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robotsTxt(options.publicOrigin)),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      pages !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '') &&
      acceptsPage(request.headers.accept);
    if (!wantsPage) return send(reply, 404, API_ERRORS.notFound.code, API_ERRORS.notFound.message);
    const answer = await pages.answer(request.url, request.ip);
    const tag = `W/"${createHash('sha256').update(answer.html).digest('base64url').slice(0, 27)}"`;
    reply.code(answer.status).header('cache-control', 'no-cache').header('etag', tag);
    if (answer.status === 200 && request.headers['if-none-match'] === tag)
      return reply.code(304).send();
    return sendCompressed(request, reply.type('text/html; charset=utf-8'), answer.html);
  });
}

/** A browser asks for text/html; curl and other clients for anything, or say nothing. */
function acceptsPage(accept: string | undefined): boolean {
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
