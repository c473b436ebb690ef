import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { type BaseLocationHook, Router } from 'wouter';
import { ROUTE_DESCRIPTIONS } from '../../../domain/shared/routing/route-descriptions';
import type { RouteDefinition } from '../../../domain/shared/routing/route-table';
import { App } from '../app/App';
import { type AppServices, AppServicesProvider } from '../app/app-services';
import { MainLayout } from '../layout/MainLayout';
import { documentTitle } from '../routing/document-title';
import { PageLoading } from '../routing/PageLoading';
import { pageFileOf, preloadPage } from '../routing/page-registry';

/** One page of the site as HTML, made at build time (issue 10: first paint without waiting). */
export interface StaticPage {
  readonly route: RouteDefinition;
  /** The document's title, as the app sets it once started. */
  readonly title: string;
  /** The page's description, if it has its own (else the site's, from index.html). */
  readonly description: string | null;
  /** The page file (under `src/ui/`: `content/HomePage`) whose chunk the page preloads. */
  readonly pageFile: string;
  /** What goes inside `#root`. */
  readonly html: string;
}

/**
 * Every public route rendered as a visitor arrives on it, before any data: the header with the
 * menu, the page's own content and frame (data still loading), the footer. Routes for signed-in
 * members are left to the shell: what they show depends on who is signed in; so are pages of a
 * member's own link (not indexed), which search engines must not list.
 */
export async function renderStaticPages(services: AppServices): Promise<StaticPage[]> {
  const pages: StaticPage[] = [];
  for (const route of services.routes.routes) {
    if (route.requiresAuth || route.indexed === false) continue;
    // Loaded first, so that nothing suspends: a boundary that resolves during the rendering is
    // written with an inline script to reveal it, which the CSP refuses.
    await preloadPage(route);
    const location = staticLocation(route.path);
    pages.push({
      route,
      title: documentTitle(route, services.association.name),
      description: ROUTE_DESCRIPTIONS[route.id] ?? null,
      pageFile: pageFileOf(route),
      html: await renderToHtml(<App services={services} locationHook={location.hook} />),
    });
  }
  return pages;
}

/**
 * The frame every other path starts from (members' pages, unknown paths): header, menu and
 * footer with the page's loading state, replaced by the page once the app knows what to show.
 */
export async function renderShell(services: AppServices): Promise<string> {
  const location = staticLocation('/');
  return renderToHtml(
    <AppServicesProvider services={services}>
      <Router hook={location.hook}>
        <MainLayout route={services.routes.notFound}>
          <PageLoading />
        </MainLayout>
      </Router>
    </AppServicesProvider>,
  );
}

/**
 * A location that stays where it is (with its query, if any): wouter's memory location subscribes with
 * `useSyncExternalStore` and no server snapshot, which rendering to HTML refuses.
 */
export function staticLocation(path: string, search = ''): { readonly hook: BaseLocationHook } {
  const navigate = () => {
    throw new Error('no navigation while rendering to HTML');
  };
  const hook: BaseLocationHook = () => [path, navigate];
  hook.searchHook = () => search;
  return { hook };
}

/**
 * Waits for every lazy page to load (unlike renderToString), then reads the whole HTML, made
 * `inert`: until the app has started, nothing in it takes input (a button would do nothing and
 * text typed into a field would be lost when the app renders over it) and assistive technology
 * waits for the app's own page, as it did when the HTML was empty.
 */
async function renderToHtml(tree: ReactNode): Promise<string> {
  return markInert(await renderHtml(tree));
}

/** Waits for every lazy component to load, then reads the whole HTML. */
export async function renderHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  const html = await new Response(prelude).text();
  if (/<script/iu.test(html)) {
    throw new Error('A pre-rendered page has an inline script, which the CSP would refuse');
  }
  return html;
}

/** Adds `inert` to the first element of an HTML fragment. */
export function markInert(html: string): string {
  const match = /^<([a-z][a-z0-9-]*)/u.exec(html);
  if (!match) throw new Error('rendered HTML does not start with an element');
  return `<${match[1]} inert=""${html.slice(match[0].length)}`;
}
