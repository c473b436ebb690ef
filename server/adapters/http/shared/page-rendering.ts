import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SERVER_ANSWERS_ID } from '../../../../src/contract/shared/server-answers';

/** A public page rendered with its content, and the answers it was rendered from. */
export interface RenderedPage {
  readonly html: string;
  readonly loads: Record<string, unknown>;
}

/** Renders a page's address for a visitor, or answers null (the build-time page then serves). */
export type RenderPage = (address: string, visitorIp: string) => Promise<RenderedPage | null>;

/** What the build's renderer (src/composition/server-rendering.ts) offers. */
interface RendererModule {
  renderPublicPage(request: {
    readonly path: string;
    readonly search: string;
    readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;
    readonly signal: AbortSignal;
  }): Promise<RenderedPage | null>;
}

export interface RenderingLimits {
  /** Pages rendered at once; a visitor beyond gets the build-time page at once. */
  readonly concurrent: number;
  /** How long a page may take, its loads included, before the build-time page serves instead. */
  readonly timeoutMs: number;
  /** How long after the server listens the renderer is loaded, if no page has asked for it. */
  readonly loadAfterListenMs: number;
}

export const DEFAULT_RENDERING_LIMITS: RenderingLimits = {
  concurrent: 4,
  timeoutMs: 2000,
  loadAfterListenMs: 1000,
};

/** Where the build put the renderer (scripts/build/prerender.ts). */
export const RENDER_DIR = 'render';
const RENDERER_FILE = path.join(RENDER_DIR, 'server-rendering.js');

/**
 * The build's renderer of public pages (issue 13, item 7), which renders the SPA's own
 * components with their content. It reads the API through the server itself, in process
 * (`inject`), as the visitor would: no token, the visitor's address for the rate limits.
 *
 * Rendering never holds a visitor up: past the concurrent limit, after the timeout, or when it
 * fails, the page the build pre-rendered (the frame and the page's loading state) is sent, and
 * the browser loads the content itself. Null when the build has no renderer (an older build).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  spaDir: string,
  log: FastifyBaseLogger,
  limits: RenderingLimits = DEFAULT_RENDERING_LIMITS,
): Promise<RenderPage | null> {
  const file = path.join(spaDir, RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  // Not loaded before the server listens: React and the pages' modules are 13–20 MiB and about
  // 0.15 s of CPU that would delay being ready. Loaded a second after listening (so that the
  // first visitor's page is not held up by it), or by the first page to render, if sooner.
  let loading: Promise<RendererModule> | null = null;
  const renderer = () => (loading ??= import(pathToFileURL(file).href) as Promise<RendererModule>);
  app.addHook('onListen', (done) => {
    setTimeout(() => {
      renderer().catch((error: unknown) =>
        log.warn({ err: error }, 'page renderer failed to load'),
      );
    }, limits.loadAfterListenMs).unref();
    done();
  });
  let running = 0;
  return async (address, visitorIp) => {
    if (running >= limits.concurrent) return null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
    const url = new URL(address, 'http://page.invalid');
    running += 1;
    // Counted until it ends, even when the visitor was answered without it.
    const rendering = renderer()
      .then((module) =>
        module.renderPublicPage({
          path: url.pathname,
          search: url.search.slice(1),
          fetch: inProcessFetch(app, visitorIp),
          signal: controller.signal,
        }),
      )
      .finally(() => {
        running -= 1;
        clearTimeout(timer);
      });
    try {
      return await Promise.race([rendering, whenAborted(controller.signal)]);
    } catch (error) {
      log.warn({ err: error, path: url.pathname }, 'page rendering failed');
      return null;
    }
  };
}

/** Settles to null when the signal aborts (the render itself may run on and is discarded). */
function whenAborted(signal: AbortSignal): Promise<null> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(null)));
}

/** A fetch into the server's own routes, answered without a socket. */
export function inProcessFetch(
  app: FastifyInstance,
  visitorIp: string,
): (input: string, init?: RequestInit) => Promise<Response> {
  return async (input, init = {}) => {
    const url = new URL(input, 'http://page.invalid');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: visitorIp,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const each of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(each));
    }
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodiless ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The build-time page with the rendered content in `#root` and the answers after it, as a JSON
 * data block (never run, so the CSP has nothing to allow; `<` escaped so that no text in the
 * content can close the element).
 */
export function withRenderedContent(html: string, page: RenderedPage): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (start < 0 || end < start) return html;
  const answers = JSON.stringify(page.loads)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return (
    `${html.slice(0, start)}<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${SERVER_ANSWERS_ID}">${answers}</script>` +
    html.slice(end + '</div>'.length)
  );
}
