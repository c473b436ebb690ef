// The composition root of the server's rendering of public pages (issue 13, item 7): built by
// `npm run build` into dist/render/ (scripts/build/prerender.ts) and loaded by the server
// (server/adapters/http/shared/page-rendering.ts), which hands it a fetch into its own API.
import 'reflect-metadata/lite';
import type { FetchFunction } from '../adapters/http/api-client';
import {
  type PageWithContent,
  renderPageWithContent,
} from '../ui/shared/prerender/page-with-content';
import { buildAppServices } from './app-services';
import { readAppConfig } from './config';
import { buildContainer } from './container';
import { createSessionActor } from './session-actor';
import { platformWithoutBrowser } from './server-platform';

export type { PageWithContent } from '../ui/shared/prerender/page-with-content';

export interface PageRenderRequest {
  /** The page's path, e.g. `/association/notice`. */
  readonly path: string;
  /** Its query without the `?`, e.g. `id=12`; "" for none. */
  readonly search: string;
  /** Calls the API as a visitor: no token, the visitor's own address for the limits. */
  readonly fetch: FetchFunction;
  /** Ends the page's loads when the server stops waiting. */
  readonly signal: AbortSignal;
}

/**
 * Renders a public page with its content as a visitor without a session sees it: the same
 * container and components as in the browser, a container of its own for each page. Null for a
 * members-only route, which depends on who is signed in.
 */
export async function renderPublicPage(
  request: PageRenderRequest,
  env: Readonly<Record<string, string | boolean | undefined>> = import.meta.env,
): Promise<PageWithContent | null> {
  const config = { ...readAppConfig(env), backend: 'http' as const };
  const platform = platformWithoutBrowser(request.fetch);
  const container = await buildContainer(config, platform);
  const services = buildAppServices(container, config, platform, createSessionActor(container));
  const route = services.routes.resolve(request.path);
  if (route.requiresAuth) return null;
  return renderPageWithContent(services, route, request, request.signal);
}
