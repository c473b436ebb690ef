// The composition root of the build-time rendering (scripts/build/prerender.ts): the same
// container and services as in the browser, over a platform that has no browser behind it.
import 'reflect-metadata/lite';
import {
  renderShell,
  renderStaticPages,
  type StaticPage,
} from '../ui/shared/prerender/static-pages';
import { ALBUM_KINDS, ALBUM_ROUTES } from '../domain/content/albums';
import { buildAppServices } from './app-services';
import { readAppConfig } from './config';
import { buildContainer } from './container';
import { platformWithoutBrowser } from './server-platform';
import { createSessionActor } from './session-actor';

export interface StaticSite {
  readonly shellTitle: string;
  readonly shell: string;
  readonly pages: readonly StaticPage[];
  /** Every route's path (pre-rendered or not): what the server answers with a page, not a 404. */
  readonly paths: readonly string[];
  /** The paths of the notice list, whose `?id=` names one notice (its title in the page's head). */
  readonly noticePath: string;
  /** The galleries' paths, whose `?id=` names one album (its title and cover in the head). */
  readonly albumPaths: readonly string[];
}

/**
 * Renders the public pages and the shell as a visitor first sees them. Nothing is fetched:
 * effects do not run when rendering to HTML, and the session actor is not started, so the pages
 * show the signed-out header and their loading states, exactly the app's own first render.
 */
export async function renderStaticSite(
  env: Readonly<Record<string, string | boolean | undefined>>,
): Promise<StaticSite> {
  const config = { ...readAppConfig(env), backend: 'http' as const };
  const platform = platformWithoutBrowser(() =>
    Promise.reject(new Error('no network while rendering at build time')),
  );
  const container = await buildContainer(config, platform);
  const services = buildAppServices(container, config, platform, createSessionActor(container));
  return {
    shellTitle: config.associationName,
    shell: await renderShell(services),
    pages: await renderStaticPages(services),
    paths: services.routes.routes.map((route) => route.path),
    noticePath: services.routes.byId('notice').path,
    albumPaths: ALBUM_KINDS.map((kind) => services.routes.byId(ALBUM_ROUTES[kind]).path),
  };
}
